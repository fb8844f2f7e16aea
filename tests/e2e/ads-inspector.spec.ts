import { noFillAfterMs } from "#app/features/ads/ad-state.ts";
import { bannerIdOf, javascript, stubThirdParties } from "#tests/mocks/third-parties.ts";
import {
  adSlotsOf,
  expect,
  narrow,
  recordRequests,
  scrollThrough,
  test,
  waitForHydration,
  wide,
} from "./fixtures.ts";

const homeSlots = adSlotsOf("/");
const [filledBanner, emptyBanner, failingBanner] = homeSlots.map((slot) => slot.bannerId);

/** The inspector's label of a banner's slot, or of the extra script's. */
const labelOf = (slot: string | "extra") =>
  `[data-ad-inspector]:has(+ ${slot === "extra" ? "[data-ad-script-slot]" : `[data-banner-id="${slot}"]`})`;

test("?ads=inspect labels every slot with its id, size and live state", async ({ page }) => {
  test.slow();
  await page.setViewportSize(wide);
  await stubThirdParties(page, {
    answers: {
      bannerScript: (url) => {
        const bannerId = bannerIdOf(url.href);
        if (bannerId === emptyBanner) return javascript("// no ad to show today");
        if (bannerId === failingBanner) return { status: 500, contentType: "text/plain", body: "" };
        return javascript(
          `document.write('<div data-creative="${bannerId}" style="width:300px;height:250px"></div>');`,
        );
      },
    },
  });
  const inspectorRequests = recordRequests(page, (request) => /ad-inspector/.test(request.url()));

  await page.goto("/?ads=inspect");
  // The inspector's code is asked for once the page has hydrated; on a busy machine, hydration
  // alone can take the whole of an expectation's 5 s.
  await waitForHydration(page);
  // The extra slot sits above the footer, far from the viewport: no frame yet.
  await expect(page.locator(labelOf("extra"))).toHaveText(
    "Extra ad script · 300x250 · waiting (not near the viewport yet)",
  );
  expect(inspectorRequests).toHaveLength(1);

  await scrollThrough(page);
  await expect(page.locator(labelOf(filledBanner ?? ""))).toHaveText(
    `Banner ${filledBanner} · 300x250 · filled`,
  );
  await expect(page.locator(labelOf(failingBanner ?? ""))).toHaveText(
    `Banner ${failingBanner} · 300x600 · script failed`,
  );
  await expect(page.locator(labelOf(emptyBanner ?? ""))).toHaveText(
    `Banner ${emptyBanner} · 300x250 · loading`,
  );
  await expect(page.locator(labelOf("extra"))).toHaveText("Extra ad script · 300x250 · filled");
  // A message from anyone but the slot's own frame changes nothing.
  await page.evaluate(() => window.postMessage({ adFrameState: "filled" }, "*"));
  await expect(page.locator(labelOf(emptyBanner ?? ""))).toHaveText(
    `Banner ${emptyBanner} · 300x250 · no fill`,
    { timeout: noFillAfterMs + 5000 },
  );

  // On a narrow screen, the wide-only slots are hidden, and say so.
  await page.setViewportSize(narrow);
  await expect(page.locator(labelOf(failingBanner ?? ""))).toHaveText(
    `Banner ${failingBanner} · 300x600 · hidden on this screen`,
  );
  await expect(page.locator(labelOf(emptyBanner ?? ""))).toHaveText(
    `Banner ${emptyBanner} · 300x250 · hidden on this screen`,
  );
  await expect(page.locator(labelOf(filledBanner ?? ""))).toHaveText(
    `Banner ${filledBanner} · 300x250 · filled`,
  );
  // So on a tablet, where the layout has one column too.
  await page.setViewportSize({ width: 900, height: 1000 });
  await expect(page.locator(labelOf(failingBanner ?? ""))).toHaveText(
    `Banner ${failingBanner} · 300x600 · hidden on this screen`,
  );
  await expect(page.locator(labelOf(emptyBanner ?? ""))).toHaveText(
    `Banner ${emptyBanner} · 300x250 · hidden on this screen`,
  );
});

test("an ad that draws while its slot is scrolled out of view counts as filled", async ({
  page,
}) => {
  // Browsers do not render a cross-origin frame off screen: the fill must be seen all the same.
  await page.setViewportSize(wide);
  await stubThirdParties(page, {
    answers: {
      bannerScript: () =>
        javascript(
          `window.drawAd = () => document.body.insertAdjacentHTML("beforeend", '<div style="height:250px"></div>');`,
        ),
    },
  });
  await page.goto("/?ads=inspect");
  await waitForHydration(page);
  const label = page.locator(labelOf(filledBanner ?? ""));
  // Down past the slot, which gets its frame on the way, and back to the top.
  await scrollThrough(page);
  await expect(label).toHaveText(`Banner ${filledBanner} · 300x250 · loading`);
  await page.evaluate(() => window.scrollTo(0, 0));
  const slotFrame = page.locator(`[data-banner-id="${filledBanner}"] iframe`);
  await expect(slotFrame).not.toBeInViewport();
  const frame = await (await slotFrame.elementHandle())?.contentFrame();
  await frame?.waitForFunction(() => "drawAd" in window);
  await frame?.evaluate(() => (window as unknown as { drawAd: () => void }).drawAd());
  await expect(label).toHaveText(`Banner ${filledBanner} · 300x250 · filled`);
});

test("a slot whose ad would draw before the inspector's code came is labelled filled", async ({
  page,
}) => {
  await page.setViewportSize(wide);
  await stubThirdParties(page);
  // The inspector's code held back for a moment: the tall banner beside the content, in the
  // first view, would have drawn its ad and said so before it came.
  await page.route(/\/assets\/ad-inspector-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/?ads=inspect");
  const tallBanner = homeSlots.find((slot) => slot.minHeight === 600)?.bannerId ?? "";
  await expect(page.locator(labelOf(tallBanner))).toHaveText(
    `Banner ${tallBanner} · 300x600 · filled`,
  );
});

test("without ?ads=inspect, the inspector is neither loaded nor shown", async ({
  page,
  navigate,
}) => {
  const inspectorRequests = recordRequests(page, (request) => /ad-inspector/.test(request.url()));
  await stubThirdParties(page);
  await navigate("/");
  await scrollThrough(page);
  await expect(page.locator("[data-banner-id] iframe").first()).toBeAttached();
  await expect(page.locator("[data-ad-inspector]")).toHaveCount(0);
  expect(inspectorRequests).toEqual([]);
});
