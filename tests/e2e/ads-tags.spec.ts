import type { Frame, FrameLocator, Page } from "@playwright/test";
import { adFramePath } from "#app/features/ads/ad-frame.ts";
import { extraZone, type TagShape } from "#tests/mocks/network-tags.ts";
import { javascript, stubThirdParties } from "#tests/mocks/third-parties.ts";
import { type VariantName, variantOrigin } from "#tests/variants/variants.ts";
import {
  adSlotsOf,
  consoleMessages,
  expect,
  pagesOfEachKind,
  recordPolicyViolations,
  scrollThrough,
  test,
  wide,
} from "./fixtures.ts";
import { evilOrigin, watchPageIntegrity } from "./page-integrity.ts";

/** Whether a frame is, or is inside, the frame of one of a page's own ad slots. */
function inPagesSlot(frame: Frame | null): boolean {
  for (; frame; frame = frame.parentFrame()) {
    if (URL.parse(frame.url())?.searchParams.has("page")) return true;
  }
  return false;
}

/**
 * The tags networks hand out, pasted into `ads.bannerTag` and `ads.extraTag` (tests/variants/),
 * in both modes: frames in an opaque origin, and frames on an origin of their own.
 */
const setups: {
  variant: VariantName;
  banner: TagShape;
  extra: TagShape;
  frameOrigin: boolean;
}[] = [
  {
    variant: "ad-tags-a-b",
    banner: "optionsAndLoader",
    extra: "zoneAttribute",
    frameOrigin: false,
  },
  {
    variant: "ad-tags-c-d",
    banner: "placeholderAndLoader",
    extra: "plainFrame",
    frameOrigin: false,
  },
  {
    variant: "ad-frame-origin",
    banner: "optionsAndLoader",
    extra: "plainFrame",
    frameOrigin: true,
  },
];

const bannerSlot = (bannerId: string) => `[data-banner-id="${bannerId}"]`;
const scriptSlot = "[data-ad-script-slot]";

/** The height of the first slot of a page, whose frame's adContext the test reads. */
const firstBannerHeight = (path: (typeof pagesOfEachKind)[number]) =>
  adSlotsOf(path)[0]?.minHeight ?? 0;

/** The banner ids a visitor sees on a wide screen at `path`. */
const wideBannerIds = (path: (typeof pagesOfEachKind)[number]) =>
  adSlotsOf(path).map((slot) => slot.bannerId);

/**
 * The document the stub network drew its creative in: the slot's ad frame for the scripts'
 * shapes, the network's own frame inside it for the plain frame.
 */
function creativeFrame(page: Page, slot: string, shape: TagShape): FrameLocator {
  const adFrame = page.frameLocator(`${slot} iframe`);
  return shape === "plainFrame" ? adFrame.frameLocator("iframe") : adFrame;
}

/** The local two-origin setup's frame origin for a site served at `siteOrigin`. */
const frameOriginOf = (siteOrigin: string) => siteOrigin.replace("localhost", "127.0.0.1");

for (const { variant, banner, extra, frameOrigin } of setups) {
  const site = variantOrigin(variant);
  test.describe(`tags (${banner}, ${extra}), ${frameOrigin ? "frames on their own origin" : "opaque frames"}`, () => {
    test.use({ baseURL: site });

    test("every visible slot of each kind of page shows its creative, with no policy violation and no ad script error", async ({
      page,
      navigate,
    }) => {
      await page.setViewportSize(wide);
      const warnings = consoleMessages(page, ["warning"]);
      const violations = await recordPolicyViolations(page);
      const answered = await stubThirdParties(page);
      // A pasted tag runs in the ad frame, the same on every page; that each page's slots are
      // where the configuration puts them is ads.spec.ts's, which walks them all.
      for (const path of pagesOfEachKind) {
        await navigate(path);
        await scrollThrough(page);
        for (const id of wideBannerIds(path)) {
          const creative = creativeFrame(page, bannerSlot(id), banner).locator("[data-creative]");
          await expect(creative).toHaveAttribute("data-creative", id);
          // The loader's cookie and localStorage worked: in memory in an opaque frame; on the
          // frame origin, the browser's own where it allows them to a third-party frame (this
          // test browser blocks third-party cookies, as private windows do: the cookie is lost,
          // and localStorage, which it denies, is the frame's in-memory one). Never an error.
          await expect(creative).toHaveAttribute(
            "data-cookie",
            frameOrigin ? /^(kept|lost)$/ : "kept",
          );
          await expect(creative).toHaveAttribute("data-seen", /^[1-9]\d*$/);
          expect((await creative.boundingBox())?.height).toBe(250);
        }
        // The ad knows its page: the page's URL, its banner id and its size, as window.adContext.
        // document.referrer carries what the site's Referrer-Policy (strict-origin-when-cross-
        // origin) lets through: the whole URL to its own origin, the origin only to another.
        const [firstBanner = ""] = wideBannerIds(path);
        const pageUrl = page.url().replace(/\?.*$/, "");
        const adFrame = page
          .frames()
          .find((frame) => frame.url().includes(`banner=${firstBanner}&`));
        expect(
          await adFrame?.evaluate(() => [
            (window as { adContext?: unknown }).adContext,
            document.referrer,
          ]),
        ).toEqual([
          { pageUrl, bannerId: firstBanner, width: 300, height: firstBannerHeight(path) },
          frameOrigin ? `${new URL(pageUrl).origin}/` : pageUrl,
        ]);
        const extraCreative = creativeFrame(page, scriptSlot, extra).locator("[data-creative]");
        await expect(extraCreative).toHaveAttribute("data-creative", extraZone);
        // The network's own frame is sandboxed as the ad frame is: in an opaque origin, with no
        // storage (it guards its use); on the frame origin, with what the browser allows it.
        if (!frameOrigin) {
          await expect(extraCreative).toHaveAttribute(
            "data-cookie",
            extra === "plainFrame" ? "unavailable" : "kept",
          );
        }
      }
      expect(answered.tagNetwork.length).toBeGreaterThan(0);
      expect(warnings.filter((text) => text.startsWith("Ad script error"))).toEqual([]);
      expect(violations).toEqual([]);
    });

    test("a hostile creative cannot rewrite the page, read its storage or navigate away", async ({
      page,
      navigate,
    }) => {
      await page.setViewportSize(wide);
      const hostile = `
        const tries = [
          () => { top.document.body.innerHTML = "<h1>Hacked</h1>"; },
          () => { parent.document.title = "Hacked"; },
          () => { top.localStorage.setItem("owner", "ad"); },
          () => { top.location.href = "${evilOrigin}/location"; },
          () => { window.open("${evilOrigin}/open-top", "_top"); },
        ];
        for (const attempt of tries) { try { attempt(); } catch {} }
        document.body.insertAdjacentHTML("beforeend", '<div data-hostile>done</div>');
      `;
      const integrity = await watchPageIntegrity(page);
      await stubThirdParties(page, {
        answers: {
          tagNetwork: (url) =>
            url.pathname.endsWith(".js")
              ? javascript(hostile)
              : {
                  contentType: "text/html; charset=utf-8",
                  body: `<!doctype html><title>Ad</title><body><script>${hostile}</script></body>`,
                },
        },
      });
      await navigate("/about");
      await integrity.mark();

      await scrollThrough(page);
      for (const [slot, shape] of [
        ...wideBannerIds("/about").map((id) => [bannerSlot(id), banner] as const),
        [scriptSlot, extra] as const,
      ]) {
        await expect(creativeFrame(page, slot, shape).locator("[data-hostile]")).toHaveText("done");
      }
      await integrity.expectIntact();
    });
  });
}

test.describe("ads.frameOrigin, the local two-origin setup", () => {
  const siteOrigin = variantOrigin("ad-frame-origin");
  const frameOrigin = frameOriginOf(siteOrigin);
  test.use({ baseURL: siteOrigin });

  test("slots load their frames from the frame origin, same-origin to itself, never top-navigating", async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(wide);
    await stubThirdParties(page);
    await navigate("/about");
    await scrollThrough(page);
    const frames = page.locator(`[data-banner-id] iframe, ${scriptSlot} iframe`);
    await expect(frames).toHaveCount(wideBannerIds("/about").length + 1);
    for (const frame of await frames.all()) {
      expect(await frame.getAttribute("src")).toMatch(
        new RegExp(`^${frameOrigin.replaceAll(".", "\\.")}${adFramePath}\\?`),
      );
      expect((await frame.getAttribute("sandbox"))?.split(" ").toSorted()).toEqual([
        "allow-popups",
        "allow-popups-to-escape-sandbox",
        "allow-same-origin",
        "allow-scripts",
      ]);
    }
  });

  test("the frame may be framed by the site only, and the pages may frame it", async ({
    request,
  }) => {
    const frame = await request.get(`${frameOrigin}${adFramePath}`);
    expect(frame.headers()["content-security-policy"]).toContain(
      `frame-ancestors ${siteOrigin};`.slice(0, -1),
    );
    const page = await request.get(`${siteOrigin}/about`);
    expect(page.headers()["content-security-policy"]).toMatch(
      new RegExp(`frame-src ${frameOrigin.replaceAll(".", "\\.")}( |;)`),
    );
  });

  test("the ad frame runs no ad where it would share the site's origin", async ({
    page,
    navigate,
  }) => {
    const answered = await stubThirdParties(page);
    await navigate("/about");
    // Framed by the site from the site's own origin, with allow-same-origin: it could reach the page.
    await page.evaluate(async (src) => {
      const frame = document.createElement("iframe");
      frame.sandbox.add("allow-scripts", "allow-same-origin");
      frame.src = src;
      const loaded = new Promise((resolve) => frame.addEventListener("load", resolve));
      document.body.append(frame);
      await loaded;
    }, `${adFramePath}?banner=310101&size=300x250`);
    // Opened on its own, at either origin.
    await page.goto(`${frameOrigin}${adFramePath}?banner=310101&size=300x250`);
    await page.goto(`${siteOrigin}${adFramePath}?extra&size=300x250`);
    // The page's own slots, whose frames name their page (`page=`), may load theirs at any time.
    const fromTheseFrames = answered.tagNetwork.filter((request) => !inPagesSlot(request.frame()));
    expect(fromTheseFrames.map((request) => request.url())).toEqual([]);
  });
});
