import type { Page } from "@playwright/test";
import { adFramePath, adFrameSrc } from "#app/features/ads/ad-frame.ts";
import {
  bannerIdOf,
  creativeAnswers,
  stubThirdParties,
  type AnsweredRequests,
} from "#tests/mocks/third-parties.ts";
import {
  adSlotsOf,
  consoleMessages,
  cumulativeLayoutShift,
  expect,
  isSameDocument,
  markDocument,
  narrow,
  nextFrames,
  pagesOfEachKind,
  recordLayoutShifts,
  recordRequests,
  refusedTopNavigation,
  scrollThrough,
  sitePagesAnd404,
  test,
  waitForHydration,
  wheel,
  wide,
} from "./fixtures.ts";
import { evilOrigin, watchPageIntegrity } from "./page-integrity.ts";

/** A tablet: one column, like a phone, so wide-only slots are hidden there too. */
const tablet = { width: 900, height: 1000 };

const laptopView = { name: "1280 px", size: wide, narrowScreen: false };
const phoneView = { name: "375 px", size: narrow, narrowScreen: true };
const tabletView = { name: "900 px", size: tablet, narrowScreen: true };

/**
 * Every page on a laptop and on a phone. On a tablet, whose one column is a phone's, a page of
 * each kind: what it adds is that the wide-only slots stay hidden, and the rule is the site's.
 */
const pageChecks = [
  ...sitePagesAnd404.map((path) => ({ path, viewport: laptopView })),
  ...pagesOfEachKind.map((path) => ({ path, viewport: tabletView })),
  ...sitePagesAnd404.map((path) => ({ path, viewport: phoneView })),
];

/** The configured banner slots a visitor sees on a page at a width. */
function shownSlots(path: (typeof sitePagesAnd404)[number], narrowScreen: boolean) {
  return adSlotsOf(path).filter((slot) => slot.showOnNarrow || !narrowScreen);
}

/** The banner ids a visitor sees on a page at a width. */
const shownBannerIds = (path: (typeof sitePagesAnd404)[number], narrowScreen: boolean) =>
  shownSlots(path, narrowScreen).map((slot) => slot.bannerId);

const bannerSlot = (bannerId: string) => `[data-banner-id="${bannerId}"]`;
const scriptSlot = "[data-ad-script-slot]";

/** The banner ids the ad network was asked for, in order (one per loaded slot). */
const bannerRequests = (answered: AnsweredRequests) =>
  answered.bannerScript.map((request) => bannerIdOf(request.url()));

const creativeIn = (page: Page, slot: string) =>
  page.frameLocator(`${slot} iframe`).locator("[data-creative]");

for (const {
  path,
  viewport: { name, size, narrowScreen },
} of pageChecks) {
  test(`${path} at ${name}: its slots show their banners, hidden slots request nothing, late creatives shift nothing`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(size);
    // Every creative arrives while the reader is at the bottom of the page.
    const readerAtBottom = Promise.withResolvers<void>();
    const answered = await stubThirdParties(page, { answerWhen: () => readerAtBottom.promise });
    await recordLayoutShifts(page);
    const frameRequests = recordRequests(
      page,
      (request) => new URL(request.url()).pathname === adFramePath,
    );
    await navigate(path);
    const configured = shownBannerIds(path, narrowScreen);
    const visibleIds = await page
      .locator("[data-banner-id]")
      .evaluateAll((elements) =>
        elements
          .filter((slot) => slot.checkVisibility())
          .map((slot) => slot.getAttribute("data-banner-id") ?? ""),
      );
    // Where the slots stack under the content, the ad density decides how many of them show, from
    // the top (ad-density.spec.ts); wider, every configured one does.
    const expected = narrowScreen
      ? configured.slice(0, configured.filter((id) => visibleIds.includes(id)).length)
      : configured;
    expect(visibleIds.toSorted()).toEqual(expected.toSorted());
    const withExtra = !narrowScreen || (await page.locator(scriptSlot).isVisible());
    if (!narrowScreen) await expect(page.locator(scriptSlot)).toBeVisible();
    const slotsShown = expected.length + (withExtra ? 1 : 0);
    // Labelled for screen readers and sighted visitors alike, by the visible caption.
    const labelled = page.getByRole("figure", { name: "Advertisement" }).filter({ visible: true });
    await expect(labelled).toHaveCount(slotsShown);
    for (const slot of await labelled.all()) {
      await expect(slot.getByText("Advertisement", { exact: true })).toBeVisible();
    }

    await scrollThrough(page);
    readerAtBottom.resolve();
    for (const id of expected) {
      await expect(creativeIn(page, bannerSlot(id))).toHaveAttribute("data-creative", id);
    }
    if (withExtra) {
      await expect(creativeIn(page, scriptSlot)).toHaveAttribute("data-creative", "extra");
    }
    expect(bannerRequests(answered).toSorted()).toEqual(expected.toSorted());
    expect(answered.extraScript).toHaveLength(withExtra ? 1 : 0);
    expect(frameRequests).toHaveLength(slotsShown);
    await expect(page.locator("[data-banner-id] iframe")).toHaveCount(expected.length);

    await wheel(page, -100_000);
    const { score, shifted } = await cumulativeLayoutShift(page);
    expect(score, `cumulative layout shift, of ${shifted.join(", ")}`).toBeLessThan(0.01);
  });
}

test("at start-up the page only asks the network for its first slot shown's script; slots load their ads as they come near", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize(narrow);
  const answered = await stubThirdParties(page);
  await navigate("/");
  // The toast is drawn by a render after hydration's effects, the slots' viewport observers among
  // them, have run; two frames later, a slot the observers found near would have its frame. The
  // page probes its network at once, to learn early whether ads are blocked (ADR 029, 044).
  await expect(page.locator("[data-sonner-toast]")).toBeVisible();
  await nextFrames(page);
  await expect.poll(() => answered.adProbe.length).toBe(1);
  const firstShown = await page
    .locator("figure[data-ad-size]")
    .evaluateAll(
      (slots) => slots.find((slot) => slot.checkVisibility())?.getAttribute("data-banner-id") ?? "",
    );
  expect(answered.adProbe.map((request) => bannerIdOf(request.url()))).toEqual([firstShown]);
  await expect(page.locator(`[data-banner-id] iframe, ${scriptSlot} iframe`)).toHaveCount(0);
  expect(answered.bannerScript.length + answered.extraScript.length).toBe(0);
  await scrollThrough(page);
  await expect.poll(() => bannerRequests(answered)).toEqual(shownBannerIds("/", true));
  expect(answered.adProbe).toHaveLength(1);
});

test("an ad frame asks the site for its document only: its script comes inside it", async ({
  page,
  navigate,
}) => {
  const answered = await stubThirdParties(page);
  const fromFrames = recordRequests(
    page,
    (request) =>
      request.frame() !== page.mainFrame() &&
      new URL(request.url()).host === new URL(page.url()).host,
  );
  await navigate("/");
  await scrollThrough(page);
  await expect.poll(() => answered.extraScript.length).toBe(1);
  expect(fromFrames.length).toBeGreaterThan(1);
  expect(new Set(fromFrames.map((request) => new URL(request.url()).pathname))).toEqual(
    new Set([adFramePath]),
  );
});

test("each slot frame is sandboxed: scripts and pop-ups, no same-origin access, no top navigation", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize(wide);
  // The ads fill: blocked, the slots below the view would fold before they load (ad-fold.spec.ts).
  await stubThirdParties(page);
  await navigate("/about");
  await scrollThrough(page);
  const frames = page.locator(`[data-banner-id] iframe, ${scriptSlot} iframe`);
  await expect(frames).toHaveCount(shownSlots("/about", false).length + 1);
  for (const frame of await frames.all()) {
    await expect(frame).toHaveAttribute(
      "sandbox",
      "allow-scripts allow-popups allow-popups-to-escape-sandbox",
    );
    await expect(frame).toHaveAttribute("title", "Advertisement");
  }
});

test("a hostile creative cannot rewrite the page, retitle it, read its storage or navigate away", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize(wide);
  const integrity = await watchPageIntegrity(page);
  const errors = consoleMessages(page, ["error"]);
  await stubThirdParties(page, {
    answers: creativeAnswers(
      (label) => `
        const tries = [
          () => { top.document.body.innerHTML = "<h1>Hacked</h1>"; },
          () => { parent.document.title = "Hacked"; },
          () => { top.document.title = "Hacked"; },
          () => { top.localStorage.setItem("owner", "ad"); },
          () => { localStorage.setItem("owner", "ad"); },
          () => { document.cookie = "owner=ad"; },
          () => { top.location.href = "${evilOrigin}/location"; },
          () => { window.open("${evilOrigin}/open-top", "_top"); },
        ];
        for (const attempt of tries) { try { attempt(); } catch {} }
        document.write('<a id="escape" href="${evilOrigin}/link" target="_top">Win a prize</a>');
        document.write('<form id="post" action="${evilOrigin}/form" target="_top"></form>');
        setTimeout(() => {
          try { document.getElementById("escape").click(); } catch {}
          try { document.getElementById("post").submit(); } catch {}
          document.body.insertAdjacentHTML("beforeend", '<div data-creative="${label}">done</div>');
        }, 200);
      `,
    ),
  });
  await navigate("/about");
  await integrity.mark();

  await scrollThrough(page);
  // Each slot, and how its frame's URL names it in the browser's messages.
  const hostileSlots = [
    ...shownBannerIds("/about", false).map((id) => ({
      slot: bannerSlot(id),
      frameQuery: `?banner=${id}&`,
    })),
    { slot: scriptSlot, frameQuery: "?extra&" },
  ];
  for (const { slot } of hostileSlots) {
    await expect(creativeIn(page, slot)).toHaveText("done");
  }
  // Each creative tried to navigate the tab four ways (location, window.open, the link, the form)
  // before it wrote "done"; the browser refuses such an attempt as it is made, or starts to leave.
  // The refusals are logged by the frames' own processes, so they may reach the test after "done",
  // and one may reach it twice: each frame, named in its refusals, must have at least four.
  for (const { frameQuery } of hostileSlots) {
    const refusals = () =>
      errors.filter((error) => error.includes(refusedTopNavigation) && error.includes(frameQuery));
    await expect.poll(() => refusals().length, frameQuery).toBeGreaterThanOrEqual(4);
  }

  await integrity.expectIntact();
  expect(await page.evaluate(() => document.cookie)).not.toContain("owner=ad");
});

test("the ad frame loads nothing for a malformed banner id or outside its sandbox", async ({
  page,
  navigate,
}) => {
  await stubThirdParties(page);
  await navigate("/");
  const besideContent = adSlotsOf("/").find((slot) => slot.minHeight === 600)?.bannerId ?? "";
  // Requests from the documents under test only, to any other host: the page's own slots may go
  // on loading meanwhile. The frame's load event waits for any script it writes into itself.
  const malformedBannerId = '1"><img src=x onerror=alert(1)>';
  const thirdPartyRequests = recordRequests(page, (request) => {
    // A frame that has not committed a document yet has no URL.
    const frame = URL.parse(request.frame().url());
    const underTest =
      frame?.pathname === adFramePath &&
      (request.frame() === page.mainFrame() ||
        frame.searchParams.get("banner") === malformedBannerId);
    return underTest && new URL(request.url()).origin !== new URL(page.url()).origin;
  });
  await page.evaluate(async (src) => {
    const frame = document.createElement("iframe");
    frame.sandbox.add("allow-scripts");
    frame.src = src;
    const loaded = new Promise((resolve) => frame.addEventListener("load", resolve));
    document.body.append(frame);
    await loaded;
  }, `${adFramePath}?banner=${malformedBannerId}`);
  // Opened directly, the frame document would share the site's origin: it must refuse to run ads.
  const placement = { pageUrl: page.url(), width: 300, height: 250 };
  await page.goto(adFrameSrc({ bannerId: besideContent }, placement), { waitUntil: "load" });
  await page.goto(adFrameSrc("extra-script", placement), { waitUntil: "load" });
  expect(thirdPartyRequests.map((request) => request.url())).toEqual([]);
});

test("following a link tears down the old slots and loads fresh ads", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize(wide);
  const answered = await stubThirdParties(page);
  const [homeBanner = ""] = shownBannerIds("/", true);
  await navigate("/");
  await scrollThrough(page);
  await expect(creativeIn(page, bannerSlot(homeBanner))).toBeVisible();
  await markDocument(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Mushrooms");
  await waitForHydration(page);
  await expect(page.locator(bannerSlot(homeBanner))).toHaveCount(0);
  await scrollThrough(page);
  const aboutBanners = shownBannerIds("/about", false);
  for (const id of aboutBanners) {
    await expect(creativeIn(page, bannerSlot(id))).toHaveAttribute("data-creative", id);
  }
  await expect(page.locator("iframe")).toHaveCount(aboutBanners.length + 1);
  expect(answered.extraScript).toHaveLength(2);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Discover the Magic of Mushrooms",
  );
  await waitForHydration(page);
  await scrollThrough(page);
  await expect(creativeIn(page, bannerSlot(homeBanner))).toBeVisible();
  expect(bannerRequests(answered).filter((id) => id === homeBanner)).toHaveLength(2);
  // A document load, as every link is (ADR 035).
  expect(await isSameDocument(page)).toBe(false);
});

test("ads are not a keyboard trap: Tab moves through a filled slot and on to the footer", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize(narrow);
  await stubThirdParties(page, {
    answers: creativeAnswers(
      (label) =>
        `document.write('<a data-creative="${label}" href="https://advertiser.example/" target="_blank">Visit advertiser</a>');`,
    ),
  });
  await navigate("/about");
  await scrollThrough(page);
  // A phone shows the extra ad script's slot under this short page, within the ad density.
  await expect(creativeIn(page, scriptSlot)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Back to home" }).focus();
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "About" });
  for (
    let press = 0;
    press < 10 && !(await footerLink.evaluate((link) => link === document.activeElement));
    press++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(footerLink).toBeFocused();
});

/**
 * Every page where all its slots show, and the home page on a phone as well: a placeholder is the
 * slot's own, the same at every width, and where each page's slots stand at each width is the
 * tests' above.
 */
const blockedChecks = [
  ...sitePagesAnd404.map((path) => ({ path, viewport: laptopView })),
  { path: "/", viewport: phoneView } as const,
];

test.describe("with the ad network blocked, failing or slow", () => {
  for (const { path, viewport } of blockedChecks) {
    test(`${path} at ${viewport.name} stays intact, each slot a labelled placeholder of its reserved size`, async ({
      page,
      navigate,
    }) => {
      // The fixture aborts every third-party request, as an ad blocker does.
      await page.setViewportSize(viewport.size);
      await navigate(path);
      await scrollThrough(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Quick Links");
      // A slot below the view once the block was known folded away (ad-fold.spec.ts); a slot
      // the reader saw keeps its label and its reserved size.
      const slots = [
        ...shownSlots(path, viewport.narrowScreen).map((slot) => ({
          element: page.locator(bannerSlot(slot.bannerId)),
          height: slot.minHeight,
        })),
        { element: page.locator(scriptSlot), height: 250 },
      ];
      for (const { element, height } of slots) {
        if (!(await element.isVisible())) continue;
        await expect(element.getByText("Advertisement", { exact: true })).toBeVisible();
        expect((await element.locator(":scope > div").boundingBox())?.height).toBe(height);
      }
    });
  }

  test("a creative that throws stays in its frame, as a warning; the page keeps working", async ({
    page,
    navigate,
  }) => {
    // The fixture fails the test on any uncaught error, the ad frames' included.
    const warnings = consoleMessages(page, ["warning"]);
    await page.setViewportSize(wide);
    await stubThirdParties(page, {
      answers: creativeAnswers((label) => `throw new Error("creative ${label} failed");`),
    });
    await navigate("/");
    await scrollThrough(page);
    // A tag that throws counts as blocked (blockers stub ad scripts, which then throw: ADR 029),
    // so the slots below the view fold without loading; each frame that loaded keeps its error.
    // The slots' loader is a chunk of its own, which may come after the reader has scrolled on.
    const framesAndErrors = async () => ({
      frames: await page.locator("figure[data-ad-size] iframe").count(),
      errors: warnings.filter((text) => text.startsWith("Ad script error:")).length,
    });
    await expect
      .poll(async () => {
        const { frames, errors } = await framesAndErrors();
        return frames > 0 && errors === frames;
      })
      .toBe(true);
    await markDocument(page);
    await page.getByRole("navigation").getByRole("link", { name: "Types" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Types of Mushrooms");
    // A document load, as every link is (ADR 035): the link worked.
    expect(await isSameDocument(page)).toBe(false);
  });

  test("a network answering with errors leaves placeholders and no uncaught error", async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(wide);
    await stubThirdParties(page, {
      answers: {
        bannerScript: () => ({ status: 500, contentType: "text/plain", body: "down" }),
        extraScript: () => ({ status: 503, contentType: "text/plain", body: "" }),
      },
    });
    await navigate("/");
    await scrollThrough(page);
    // The slots stay in the page, placeholders or folded away (ad-fold.spec.ts).
    await expect(page.locator("figure[data-ad-size] iframe")).not.toHaveCount(0);
    await expect(page.locator("figure[data-ad-size]")).toHaveCount(
      shownBannerIds("/", false).length + 1,
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
