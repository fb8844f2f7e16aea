import type { Page } from "@playwright/test";
import { consentStorageKey } from "#app/features/consent/consent-rules.ts";
import { siteFeatures } from "#app/features/index.ts";
import { slashKeyStorageKey } from "#app/features/search/search-keys.ts";
import { thirdPartiesOf } from "#app/lib/third-parties.ts";
import { siteConfig } from "#app/config/site.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { siteStylesheetId } from "#app/lib/site-stylesheet.ts";
import { type AnsweredRequests, stubThirdParties } from "#tests/mocks/third-parties.ts";
import {
  adSlotsOf,
  cumulativeLayoutShift,
  expect,
  isSameDocument,
  markDocument,
  narrow,
  pagesOfEachKind,
  recordLayoutShifts,
  scrollThrough,
  sendGlobalPrivacyControl,
  sitePagesAnd404,
  test,
  wide,
} from "./fixtures.ts";
import { bothSchemes, expectAxeFindsNothing } from "./axe.ts";

// The shipped configuration asks visitors whose browser is set to a European time zone.
test.use({ timezoneId: "Europe/Berlin" });

const banner = (page: Page) => page.getByRole("region", { name: "Privacy choices" });
const adFrames = (page: Page) => page.locator('iframe[title="Advertisement"]');
const adRequests = (answered: AnsweredRequests) => [
  ...answered.adProbe,
  ...answered.bannerScript,
  ...answered.extraScript,
];
/**
 * The ad requests the slots of one page made, e.g. "/about": each slot's frame names its page. A
 * request of another page's frame can reach the stub after that page is gone.
 */
const adRequestsOn = (answered: AnsweredRequests, path: "/" | "/about") =>
  adRequests(answered).filter((request) => {
    const shownOn = URL.parse(request.frame().url())?.searchParams.get("page");
    return shownOn !== null && shownOn !== undefined && new URL(shownOn).pathname === path;
  });
/** The first banner slot of the page, which shows at every width. */
const firstBannerId = (page: "/" | "/about") => adSlotsOf(page)[0]?.bannerId ?? "";

/** What the page's largest contentful paint is so far, read two frames after the call. */
function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              const latest = list.getEntries().at(-1) as
                (PerformanceEntry & { element: Element | null }) | undefined;
              // The banner is in a shadow root (ADR 047), whose elements an entry does not
              // name: a largest paint of the banner has none.
              resolve(latest ? (latest.element?.tagName ?? "the consent banner") : "nothing");
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
        );
      }),
  );
}

/** Writes a stored choice as the banner would, e.g. an older one. */
async function storeChoice(page: Page, stored: object) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: consentStorageKey,
    value: JSON.stringify(stored),
  });
}

/** Visits the pages and scrolls each to the end, so that every slot comes into view. */
async function scrollThroughPages(
  page: Page,
  navigate: (path: (typeof sitePagesAnd404)[number]) => Promise<unknown>,
  paths: readonly (typeof sitePagesAnd404)[number][],
) {
  // A few seconds a page, on top of what the test does.
  test.setTimeout(30_000 + paths.length * 10_000);
  for (const path of paths) {
    await navigate(path);
    await scrollThrough(page);
  }
}

test("the banner asks, with Accept and Reject side by side and a link to /privacy", async ({
  page,
  navigate,
}) => {
  await navigate("/about");
  await expect(banner(page)).toBeVisible();
  const accept = banner(page).getByRole("button", { name: "Accept" });
  const reject = banner(page).getByRole("button", { name: "Reject" });
  // Equal weight: the same size and the same look.
  const [acceptBox, rejectBox] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
  expect(acceptBox?.height).toBe(rejectBox?.height);
  expect(acceptBox?.width).toBe(rejectBox?.width);
  await expect(reject).toHaveCSS(
    "color",
    await accept.evaluate((el) => getComputedStyle(el).color),
  );
  await expect(banner(page).getByRole("link", { name: "Privacy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  // Not a modal: the page stays usable and focus is not taken.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(banner(page)).not.toBeFocused();
});

test("the banner comes with its own styles and leaves the page's as they are, in both colour schemes", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await navigate("/types/death-cap");
  await expect(banner(page)).toBeVisible();
  // Fixed at the bottom, as the whole stylesheet styles it, and its answers a finger's size.
  await expect(banner(page)).toHaveCSS("position", "fixed");
  const box = await banner(page).boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(823, 0);
  await expect(banner(page).getByRole("button", { name: "Accept" })).toHaveCSS(
    "min-height",
    "44px",
  );
  // The page's link to that stylesheet is still unapplied: a page applying it restyles every one
  // of its elements, the largest task of a first visit in Europe (ADR 047).
  await expect(page.locator(`link#${siteStylesheetId}`)).toHaveAttribute("media", "not all");
  // The page's paper in either scheme, the dark one as the system switches.
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(banner(page)).toHaveCSS(
      "background-color",
      await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor),
    );
  }
});

test("on a phone the banner is never the page's largest paint: each page keeps its own LCP", async ({
  page,
  navigate,
}) => {
  // The narrowest width the site is made for (WCAG's reflow width), where the banner takes the
  // most of the screen, and Lighthouse's phone, whose LCP the bench reports.
  const widths = [320, 412];
  test.setTimeout(30_000 + sitePagesAnd404.length * widths.length * 5_000);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of sitePagesAnd404) {
      await navigate(path);
      await expect(banner(page)).toBeVisible();
      expect(await largestPaint(page), `${path} at ${width} px`).not.toBe("the consent banner");
    }
  }
});

test("before a choice no request reaches an ad host, and the slots keep their place", async ({
  page,
  navigate,
}) => {
  const answered = await stubThirdParties(page);
  await recordLayoutShifts(page);
  await scrollThroughPages(page, navigate, sitePagesAnd404);
  await expect(banner(page)).toBeVisible();
  expect(adRequests(answered)).toEqual([]);
  await expect(adFrames(page)).toHaveCount(0);
  await expect(page.locator("[data-ad-script-slot] > div")).toHaveCSS("height", "250px");
  const { score, shifted } = await cumulativeLayoutShift(page);
  expect(score, `cumulative layout shift, of ${shifted.join(", ")}`).toBe(0);
});

test("after Reject no request reaches an ad host, on later pages or after a reload", async ({
  page,
  navigate,
}) => {
  const answered = await stubThirdParties(page);
  await navigate("/");
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await expect(banner(page)).toBeHidden();
  // Every page holds back its slots until a choice: the test before this one walks them all. Here,
  // that a Reject is read back on later pages.
  await scrollThroughPages(page, navigate, pagesOfEachKind);
  await page.reload();
  await scrollThrough(page);
  await expect(banner(page)).toBeHidden();
  expect(adRequests(answered)).toEqual([]);
  await expect(adFrames(page)).toHaveCount(0);
});

test("Accept loads the visible slots, and the choice holds across a reload and a link to another page", async ({
  page,
  navigate,
}) => {
  test.slow();
  const answered = await stubThirdParties(page);
  await navigate("/");
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();
  await scrollThrough(page);
  await expect(page.locator(`[data-banner-id="${firstBannerId("/")}"] iframe`)).toHaveCount(1);
  await expect.poll(() => answered.bannerScript.length).toBeGreaterThan(0);

  // A new page load, waiting for hydration as a reload would not.
  await navigate("/");
  await scrollThrough(page);
  await expect(page.locator(`[data-banner-id="${firstBannerId("/")}"] iframe`)).toHaveCount(1);
  await expect(banner(page)).toBeHidden();

  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/about");
  expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);
  await scrollThrough(page);
  await expect(page.locator(`[data-banner-id="${firstBannerId("/about")}"] iframe`)).toHaveCount(1);
  await expect(banner(page)).toBeHidden();
});

test("the choice is kept on the site's origin for 12 months, for these ad networks", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  await banner(page).getByRole("button", { name: "Reject" }).click();
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "null"),
    consentStorageKey,
  );
  expect(stored).toMatchObject({
    choice: "rejected",
    version: expect.stringContaining("ads.example.org"),
  });
  // Thirteen months later, or after a change of networks, the banner asks again.
  await storeChoice(page, { ...stored, savedAt: Date.now() - 396 * 24 * 3600 * 1000 });
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await storeChoice(page, { ...stored, savedAt: Date.now(), version: "ads.other.example" });
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test('"Privacy choices" reopens the banner on every page, and a change takes effect', async ({
  page,
  navigate,
}) => {
  const answered = await stubThirdParties(page);
  await navigate("/");
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await scrollThrough(page);
  const slot = page.locator(`[data-banner-id="${firstBannerId("/")}"]`);
  await expect(slot.locator("iframe")).toHaveCount(1);

  await page.getByRole("contentinfo").getByRole("button", { name: "Privacy choices" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await expect(adFrames(page)).toHaveCount(0);
  await expect(slot.locator("div")).toHaveCSS("height", "250px");

  await navigate("/about");
  await scrollThrough(page);
  expect(adRequestsOn(answered, "/about")).toEqual([]);

  await page.getByRole("contentinfo").getByRole("button", { name: "Privacy choices" }).click();
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await scrollThrough(page);
  // Each slot still shown loads its ad; one folded away for the refusal stays so on this page.
  const framedSlots = page.locator("figure[data-ad-size]:has(iframe)");
  await expect(framedSlots).not.toHaveCount(0);
  for (const framed of await framedSlots.all()) await expect(framed).toBeVisible();
  await expect.poll(() => adRequestsOn(answered, "/about").length).toBeGreaterThan(0);
});

test.describe("with Global Privacy Control", () => {
  test.beforeEach(({ page }) => sendGlobalPrivacyControl(page));

  test("no banner and no ad request; Privacy choices says why", async ({ page, navigate }) => {
    const answered = await stubThirdParties(page);
    await scrollThroughPages(page, navigate, pagesOfEachKind);
    await expect(banner(page)).toBeHidden();
    expect(adRequests(answered)).toEqual([]);

    await page.getByRole("contentinfo").getByRole("button", { name: "Privacy choices" }).click();
    await expect(banner(page)).toContainText("Global Privacy Control");
    await expect(banner(page).getByRole("button", { name: "Accept" })).toHaveCount(0);
  });

  test("Privacy choices clicked while the banner's code still loads opens it once loaded", async ({
    page,
    navigate,
  }) => {
    const { promise: clicked, resolve: loadBanner } = Promise.withResolvers<void>();
    await page.route(/\/assets\/consent-banner\.client-[^/]+\.js$/, async (route) => {
      await clicked;
      await route.fallback();
    });
    await navigate("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Privacy choices" }).click();
    loadBanner();
    await expect(banner(page)).toContainText("Global Privacy Control");
    await expect(banner(page)).toBeFocused();
  });
});

test.describe("in a time zone outside Europe", () => {
  test.use({ timezoneId: "UTC" });

  test("no banner, and ads load as without consent", async ({ page, navigate }) => {
    const answered = await stubThirdParties(page);
    await navigate("/");
    await scrollThrough(page);
    await expect(page.locator(`[data-banner-id="${firstBannerId("/")}"] iframe`)).toHaveCount(1);
    await expect.poll(() => answered.bannerScript.length).toBeGreaterThan(0);
    await expect(banner(page)).toBeHidden();
  });
});

for (const [index, viewport] of [narrow, wide].entries()) {
  test(`the banner never covers the welcome toast, at ${viewport.width} px`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await navigate("/");
    const toast = page.locator("[data-sonner-toast]");
    if (viewport === narrow) {
      // On a phone the toast waits until the banner is answered (first-screen.spec.ts).
      await expect(banner(page)).toBeVisible();
      await expect(toast).toBeHidden();
      await banner(page).getByRole("button", { name: "Reject" }).click();
      await expect(toast).toBeVisible();
      return;
    }
    await expect(toast).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // The toast moves up once the banner has measured itself.
    await expect
      .poll(async () => {
        const [toastBox, bannerBox] = await Promise.all([
          toast.boundingBox(),
          banner(page).boundingBox(),
        ]);
        return (toastBox?.y ?? 0) + (toastBox?.height ?? 0) <= (bannerBox?.y ?? 0);
      })
      .toBe(true);
  });

  if (viewport === wide) {
    test("a click on the banner's answers reaches them while the welcome toast comes in", async ({
      page,
      navigate,
    }) => {
      await page.setViewportSize(viewport);
      // In every frame from the toast's first until it has settled: what a click at the centre of
      // each answer would reach. sonner's toast slides up from under its place, over the banner.
      await page.addInitScript(() => {
        const reached: string[] = [];
        Object.assign(window, { reachedAnswers: reached });
        const sample = () => {
          // In its shadow root (ADR 047), which names its own elements where the page's
          // document would name only their host.
          const barRoot = document.querySelector("[data-island=consent]")?.shadowRoot;
          const bar = barRoot?.querySelector("section[aria-label='Privacy choices']");
          const toastIn = document.querySelector("[data-sonner-toast]") !== null;
          for (const answer of toastIn ? (bar?.querySelectorAll("button") ?? []) : []) {
            const box = answer.getBoundingClientRect();
            const hit = barRoot?.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            reached.push(
              hit && answer.contains(hit)
                ? "the answer"
                : hit?.closest("[data-sonner-toast]")
                  ? "the welcome toast"
                  : (hit?.tagName ?? "nothing"),
            );
          }
          if (reached.length < 120) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await navigate("/");
      await expect(page.locator("[data-sonner-toast]")).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { reachedAnswers: string[] }).reachedAnswers.length,
          ),
        )
        .toBeGreaterThanOrEqual(120);
      const reached = await page.evaluate(
        () => (window as unknown as { reachedAnswers: string[] }).reachedAnswers,
      );
      expect(reached.filter((what) => what !== "the answer")).toEqual([]);
    });
  }

  const schemes = bothSchemes(index);
  test(`axe finds nothing with the banner showing, at ${viewport.width} px, ${schemes.join(" then ")}`, ({
    page,
    navigate,
  }) =>
    expectAxeFindsNothing(
      page,
      viewport,
      schemes,
      () => navigate("/about"),
      () => expect(banner(page)).toBeVisible(),
    ));
}

test("the banner is reached by keyboard right after the skip link", async ({ page, navigate }) => {
  await navigate("/about");
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Accept" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Reject" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: "Privacy" })).toBeFocused();
});

test("/privacy lists every third party of the configuration, and what the site stores", async ({
  page,
  navigate,
}) => {
  await navigate("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  const rows = page.getByRole("main").getByRole("row");
  for (const thirdParty of thirdPartiesOf(
    siteConfig,
    siteMessages(siteConfig.language, siteConfig.texts),
    siteFeatures,
  )) {
    const row = rows.filter({
      has: page.getByRole("rowheader", { name: thirdParty.name, exact: true }),
    });
    await expect(row).toContainText(thirdParty.host);
  }
  await expect(page.getByRole("main")).toContainText(`under the key "${consentStorageKey}"`);
  // The one choice the search keeps, and no claim that local storage holds nothing.
  await expect(page.getByRole("main")).toContainText(`under the key "${slashKeyStorageKey}"`);
  await expect(page.getByRole("main")).not.toContainText(/nothing in your browser/i);
  // Until the owner writes their own, a placeholder says so.
  await expect(page.getByRole("main")).toContainText("This notice is a placeholder");
});
