import type { Page } from "@playwright/test";
import { siteStylesheetId } from "#app/lib/site-stylesheet.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import {
  consoleMessages,
  cumulativeLayoutShift,
  expect,
  installClock,
  isSameDocument,
  markDocument,
  narrow,
  recordLayoutShifts,
  scrollThrough,
  test,
} from "./fixtures.ts";

test("the welcome toast greets the visitor once", async ({ page, navigate }) => {
  await navigate("/");
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Welcome to Fungi Atlas");
  await expect(toast).toContainText("Explore the fascinating world of mushrooms!");
  await expect(toast).toHaveCount(0, { timeout: 8_000 });
});

test("the toast's stylesheet styles the toast, not the whole page: none of its rules reach the root", async ({
  page,
  navigate,
}) => {
  // sonner's stylesheet sets variables on `html[dir]`: on a root that matched, inserting it
  // restyled every element of the page, a long task on a phone (app/root.tsx).
  await navigate("/");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  const variable = "--toast-icon-margin-start";
  const onRoot = await page.evaluate(
    (name) => getComputedStyle(document.documentElement).getPropertyValue(name),
    variable,
  );
  const onToaster = await page
    .locator("[data-sonner-toaster]")
    .evaluate((toaster, name) => getComputedStyle(toaster).getPropertyValue(name), variable);
  expect(onToaster, "the toast is styled").not.toBe("");
  expect(onRoot).toBe("");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(
    "ltr",
  );
});

test("untouched, the welcome toast leaves after sonner's 4000 ms", async ({ page, navigate }) => {
  // The page's clock stands still from the start and is moved by hand, so a machine that stalls
  // while the test looks at the toast cannot eat into its 4 s.
  await (await installClock(page)).hold();
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector("[data-sonner-toast]")) return;
      document.documentElement.dataset.toastShownAt = String(Date.now());
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await navigate("/");
  const toast = page.locator("[data-sonner-toast]");
  // Timers stand between the toast's code coming and the toast showing (React reveals what
  // waited for code at most every 300 ms; sonner shows a toast a timer's turn after it is asked
  // for), so the clock moves on until it shows; the page notes when, and the 4 s count from then.
  await expect
    .poll(async () => {
      await page.clock.runFor(250);
      return toast.count();
    })
    .toBe(1);
  const shownFor = await page.evaluate(
    () => Date.now() - Number(document.documentElement.dataset.toastShownAt),
  );
  await page.clock.runFor(3_500 - shownFor);
  await expect(toast).toHaveAttribute("data-removed", "false");
  // It leaves within the next second: sonner marks it and plays its way out, on the page's
  // clock, then takes it away. Moved on in steps shorter than its way out, to see it leaving.
  for (let step = 0; step < 10; step++) {
    await page.clock.runFor(100);
    if ((await toast.getAttribute("data-removed")) === "true") break;
  }
  await expect(toast).toHaveAttribute("data-removed", "true");
  await page.clock.runFor(250);
  await expect(toast).toHaveCount(0);
});

test("the welcome toast stays while it has the focus; Escape closes it and focus goes back", async ({
  page,
  navigate,
}) => {
  await page.clock.install();
  await page.setViewportSize(narrow);
  await navigate("/");
  const toast = page.locator("[data-sonner-toast]");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(toast).toHaveCount(1);
  await menu.focus();
  await page.keyboard.press("Tab");
  await expect(toast).toBeFocused();
  await page.clock.fastForward(20_000);
  await expect(toast).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(toast).toHaveCount(0);
  await expect(menu).toBeFocused();
});

test("the welcome toast stays while the pointer is on it", async ({ page, navigate }) => {
  await page.clock.install();
  await navigate("/");
  const toast = page.locator("[data-sonner-toast]");
  await toast.hover();
  await page.clock.fastForward(20_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(5_000);
  await expect(toast).toHaveCount(0);
});

test("the toast uses sonner's defaults: 356 px wide, at most 3 at a time", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  const toaster = page.locator("[data-sonner-toaster]");
  await expect(toaster).toHaveCSS("--width", "356px");
  await expect(toaster).toHaveCSS("--gap", "14px");
});

test("the hero buttons go to /types and /about, each a page of its own", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Discover the Magic of Mushrooms",
  );
  await markDocument(page);

  await page.getByRole("link", { name: "Explore Types" }).click();
  await expect(page).toHaveURL("/types");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Types of Mushrooms");

  await page.goBack();
  await page.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Mushrooms");
  expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);
});

test("three feature cards, each with a title and a sentence", async ({ page, navigate }) => {
  await navigate("/");
  for (const title of ["Natural Wonders", "Cultural Impact", "Health Benefits"]) {
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    expect((await card.innerText()).length).toBeGreaterThan(title.length + 40);
  }
});

test.describe("footer", () => {
  test("has quick links, two partners and three social links", async ({ page, navigate }) => {
    await navigate("/");
    const footer = page.getByRole("contentinfo");
    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    await expect(quickLinks).toHaveText(["About", "Types", "Blog", "Contact"]);
    const partners = footer.getByRole("region", { name: "Partners" }).getByRole("link");
    await expect(partners).toHaveCount(2);
    for (const partner of await partners.all()) {
      await expect(partner).toHaveAttribute("href", /^https:\/\//);
      await expect(partner).toHaveAttribute("target", "_blank");
    }
    const followUs = footer.getByRole("region", { name: "Follow Us" });
    const social = followUs.getByRole("list").getByRole("link");
    await expect(social).toHaveCount(3);
    // Beside them, the article feed for feed readers.
    await expect(followUs.getByRole("link", { name: "Article feed (Atom)" })).toHaveAttribute(
      "href",
      "/feed.xml",
    );
    await expect(social.first()).toHaveAccessibleName(/Fungi Atlas on Facebook/);
  });

  test("a social icon's tooltip names the network after 700 ms, the next one at once", async ({
    page,
    navigate,
  }) => {
    // Radix's delays run on the page's clock, held still here: a busy test machine that stalls
    // between two mouse moves cannot stretch them past the 300 ms that keep the next one at once.
    const clock = await installClock(page);
    await navigate("/");
    await page.waitForFunction(() => document.querySelector("[data-sonner-toaster]"));
    const instagram = page.getByRole("link", { name: /on Instagram/ });
    await instagram.scrollIntoViewIfNeeded();
    await clock.hold();
    const tooltip = page.getByRole("tooltip");

    await instagram.hover();
    // The tooltips' code comes on the first hover, and the pointer is handed over to it.
    await expect(instagram).toHaveAttribute("data-state", "closed");
    await page.clock.runFor(690);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(tooltip).toHaveText("Instagram");

    // Glide across like a hand on a mouse: Radix ignores a pointer that jumps in a single event.
    // The clock stands still meanwhile, well within the 300 ms after which the delay is back.
    const next = await page.getByRole("link", { name: /on X$/ }).boundingBox();
    if (!next) throw new Error("the X link is not laid out");
    await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2, { steps: 8 });
    await expect(tooltip).toHaveText("X");
  });

  test("a social icon reached by keyboard keeps focus and shows its tooltip", async ({
    page,
    navigate,
  }) => {
    await navigate("/");
    await page.waitForFunction(() => document.querySelector("[data-sonner-toaster]"));
    const facebook = page.getByRole("link", { name: /on Facebook/ });
    await page.getByRole("link", { name: "British Mycological Society" }).focus();
    await page.keyboard.press("Tab");
    await expect(facebook).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText("Facebook");
    await expect(facebook).toBeFocused();
  });

  test("the copyright shows the visitor's year, not the build year", async ({ page, navigate }) => {
    const later = new Date().getFullYear() + 5;
    await page.clock.setSystemTime(new Date(`${later}-03-01T12:00:00Z`));
    await navigate("/about");
    await expect(page.getByRole("contentinfo")).toContainText(`© ${later} Fungi Atlas`);
  });
});

test.describe("with the service worker, as a visitor has it", () => {
  // Blocked, Playwright says so in the console when the page registers it.
  test.use({ serviceWorkers: "allow" });

  test("the home page hydrates without React warnings", async ({ page, navigate }) => {
    const errors = consoleMessages(page, ["error", "warning"]);
    await page.setViewportSize(narrow);
    await navigate("/");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The page's first ad slot loads at once (ADR 029), and the closed network refuses its host.
    expect(errors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
  });
});

const inSeason = (page: Page) => page.getByRole("region", { name: "In season now" });
const sporePrintLegend = "The dot: the colour of its spore print";

test.describe("the atlas under the hero", () => {
  for (const [day, month, expected] of [
    ["2027-04-20T10:00:00", "April", "St George's mushroom"],
    ["2027-09-20T10:00:00", "September", "Beefsteak fungus"],
  ] as const) {
    test(`in ${month}, "In season now" shows species of the visitor's month, without a shift`, async ({
      page,
      navigate,
    }) => {
      await page.clock.install({ time: new Date(day) });
      await recordLayoutShifts(page);
      await navigate("/");
      const shown = inSeason(page).getByRole("listitem").filter({ visible: true });
      await expect(shown.first()).toBeVisible();
      expect(await shown.count()).toBeLessThanOrEqual(6);
      await expect(shown.filter({ hasText: expected })).toHaveCount(1);
      // Each shown is in season this month, and none of another month's list shows.
      const monthNumber = new Date(day).getMonth() + 1;
      for (const months of await shown.evaluateAll((items) =>
        items.map((item) => item.getAttribute("data-in-season") ?? ""),
      )) {
        expect(months.split(" ")).toContain(String(monthNumber));
      }
      const more = inSeason(page).getByRole("link", { name: /^Every species in season in/ });
      await expect(more.filter({ visible: true })).toHaveText(
        `Every species in season in ${month}`,
      );
      await expect(more.filter({ visible: true })).toHaveAttribute(
        "href",
        `/types?month=${monthNumber}`,
      );
      await scrollThrough(page);
      const { score, shifted } = await cumulativeLayoutShift(page);
      expect(score, `layout shift of ${shifted.join(", ")}`).toBe(0);
    });
  }

  test.describe("of a smaller atlas, in a month none of its species is in season", () => {
    // The fixtures' nine species, in season from June to November.
    test.use({ baseURL: variantOrigin("content") });

    test('"In season now" stays hidden, with its link to no species', async ({
      page,
      navigate,
    }) => {
      await page.clock.install({ time: new Date("2027-01-20T10:00:00") });
      await navigate("/");
      await expect(page.getByRole("region", { name: "Latest articles" })).toBeVisible();
      await expect(inSeason(page)).toBeHidden();
      await expect(page.getByText(sporePrintLegend)).toBeHidden();
      // In September, some are.
      await page.clock.setSystemTime(new Date("2027-09-20T10:00:00"));
      await navigate("/");
      await expect(
        inSeason(page).getByRole("listitem").filter({ visible: true }).first(),
      ).toBeVisible();
    });
  });

  test("the cards and the welcome come styled by the page's own rules: the whole stylesheet, which restyles every element, is never applied", async ({
    page,
    navigate,
  }) => {
    await page.clock.install({ time: new Date("2027-09-20T10:00:00") });
    await navigate("/");
    await expect(inSeason(page).getByRole("listitem").filter({ visible: true })).toHaveCount(6);
    await expect(inSeason(page).getByRole("link", { name: "Beefsteak fungus" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    // Linked, loaded, and left unapplied; the fixture's check after the test finds every rule the
    // cards and the toast match among the page's own.
    const stylesheet = page.locator(`link#${siteStylesheetId}`);
    await expect(stylesheet).toHaveAttribute("media", "not all");
    expect(
      await stylesheet.evaluate((link) => (link as HTMLLinkElement).sheet?.cssRules.length ?? 0),
    ).toBeGreaterThan(0);
  });

  test("cards that come late fill their boxes in view, nothing moving", async ({
    page,
    navigate,
  }) => {
    await page.clock.install({ time: new Date("2027-09-20T10:00:00") });
    const { promise: sent, resolve: send } = Promise.withResolvers<void>();
    await page.route("**/in-season.json", async (route) => {
      await sent;
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await recordLayoutShifts(page);
    await navigate("/");
    await inSeason(page).getByRole("heading").scrollIntoViewIfNeeded();
    const shown = inSeason(page).getByRole("listitem").filter({ visible: true });
    await expect(shown).toHaveCount(6);
    await expect(shown.getByRole("link")).toHaveCount(0);
    send();
    await expect(shown.getByRole("link")).toHaveCount(6);
    const { score, shifted } = await cumulativeLayoutShift(page);
    expect(score, `layout shift of ${shifted.join(", ")}`).toBe(0);
  });

  test("cards that never come leave the heading and the month's link, no empty box", async ({
    page,
    navigate,
  }) => {
    await page.clock.install({ time: new Date("2027-09-20T10:00:00") });
    await page.route("**/in-season.json", (route) => route.fulfill({ status: 503 }));
    await navigate("/");
    await expect(inSeason(page).getByRole("heading")).toBeVisible();
    await expect(inSeason(page).getByRole("list")).toBeHidden();
    await expect(
      inSeason(page).getByRole("link", { name: "Every species in season in September" }),
    ).toBeVisible();
  });

  test("featured species with their drawings and edibility, and the latest articles", async ({
    page,
    navigate,
  }) => {
    await navigate("/");
    const featured = page.getByRole("region", { name: "Featured species" }).getByRole("listitem");
    await expect(featured).toHaveCount(4);
    const deathCap = featured.filter({ hasText: "Death cap" });
    await expect(deathCap).toContainText("Deadly poisonous");
    await expect(deathCap.getByRole("img", { name: /^Diagram of Death cap/ })).toBeVisible();
    // The drawings' dot says what it is, as on /types and the species pages.
    for (const section of ["Featured species", "In season now"]) {
      await expect(
        page.getByRole("region", { name: section }).getByText(sporePrintLegend),
      ).toBeVisible();
    }
    const latest = page.getByRole("region", { name: "Latest articles" }).getByRole("link");
    await expect(latest).toHaveCount(3);
    await expect(latest.first()).toHaveText("How We Check Our Facts");
    await latest.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How We Check Our Facts");
  });

  test("a visit from another page shows the atlas as well, the month known", async ({
    page,
    navigate,
  }) => {
    await navigate("/about");
    await markDocument(page);
    await page.getByRole("banner").getByRole("link", { name: "Fungi Atlas" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Discover the Magic of Mushrooms",
    );
    expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);
    await expect(page.getByRole("region", { name: "Featured species" })).toBeVisible();
    await expect(
      inSeason(page).getByRole("listitem").filter({ visible: true }).first(),
    ).toBeVisible();
  });

  test("its search field opens /search with the words, the species named first", async ({
    page,
    navigate,
  }) => {
    await navigate("/");
    await page.getByRole("searchbox", { name: "Search the atlas" }).fill("chanter");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search?q=chanter");
    const results = page.getByRole("main").getByRole("list").first().getByRole("link");
    await expect(results.first()).toContainText("Chanterelle");
    await expect(results.first()).not.toContainText("False chanterelle");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the featured species and latest articles show; no month is guessed", async ({
      page,
      navigate,
    }) => {
      await navigate("/");
      await expect(page.getByRole("region", { name: "Featured species" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Latest articles" })).toBeVisible();
      await expect(inSeason(page)).toBeHidden();
    });
  });
});
