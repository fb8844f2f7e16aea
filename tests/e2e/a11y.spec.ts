import type { Page } from "@playwright/test";
import { blockAdScriptsOnly, stubThirdParties } from "#tests/mocks/third-parties.ts";
import {
  adSlotsOf,
  expect,
  narrow,
  scrollThrough,
  sitePagesAnd404,
  test,
  wide,
} from "./fixtures.ts";
import { accessibilityProblems, bothSchemes, expectAxeFindsNothing } from "./axe.ts";

const widths = [narrow, wide];
const homeBannerId = adSlotsOf("/")[0]?.bannerId;

for (const path of sitePagesAnd404) {
  for (const [index, viewport] of widths.entries()) {
    const schemes = bothSchemes(index);
    test(`axe finds nothing on ${path} at ${viewport.width} px, ${schemes.join(" then ")}`, ({
      page,
      navigate,
    }) =>
      expectAxeFindsNothing(
        page,
        viewport,
        schemes,
        () => navigate(path),
        async () => {
          if (path === "/") await expect(page.locator("[data-sonner-toast]")).toBeVisible();
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        },
      ));
  }
}

test("axe finds nothing on /privacy at 320 px, where its table of services scrolls sideways", ({
  page,
  navigate,
}) =>
  expectAxeFindsNothing(page, { width: 320, height: 640 }, bothSchemes(0), () =>
    navigate("/privacy"),
  ));

/** The most spacing WCAG 1.4.12 asks a page to take without losing anything. */
const widestTextSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }`;

test("with the text spacing a reader may set (WCAG 1.4.12), at 320 px no page scrolls sideways and the brand is whole", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [...sitePagesAnd404, "/types/death-cap"] as const) {
    await navigate(path);
    await page.addStyleTag({ content: widestTextSpacing });
    const brand = page.getByRole("banner").getByRole("link", { name: "Fungi Atlas" }).last();
    await expect(brand).toHaveCSS("letter-spacing", /^[1-9]/);
    const shown = await brand.locator("span").evaluate((name) => ({
      cut: name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight,
      sideways: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(shown, path).toEqual({ cut: false, sideways: 0 });
  }
});

for (const filled of [false, true]) {
  test(`axe finds nothing in the ad frames' own documents, ${filled ? "each with a creative" : "with the ads' scripts blocked"}`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(wide);
    // The stubs answer the network's requests with a creative. Blocked, the ads' scripts fail in
    // their frames, the probe let through: where a blocker refuses the probe too, a page makes no
    // frame at all (ADR 045).
    await (filled ? stubThirdParties(page) : blockAdScriptsOnly(page));
    await navigate("/about");
    await loadEveryAd(page);
    for (const frame of filled ? await page.locator("[data-banner-id] iframe").all() : []) {
      await expect(frame.contentFrame().locator("[data-creative]")).toBeVisible();
    }
    expect(await accessibilityProblems(page, { everyFrame: true })).toEqual([]);
  });
}

test("the skip link is the first stop and moves focus to the main content", async ({
  page,
  navigate,
}) => {
  await navigate("/culture");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to content" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

const topOf = (element: Element) => element.getBoundingClientRect().top;

test("on a wide screen, neither a contents link nor Shift+Tab leaves what it brings into view under the header's fixed bar (WCAG 2.4.11)", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize(wide);
  await navigate("/types/death-cap");
  const bar = page.locator("header > div").first();
  await expect(bar).toHaveCSS("position", "fixed");
  const barBottom = (await bar.boundingBox())?.height ?? 0;
  expect(barBottom).toBeGreaterThan(0);

  await page.getByRole("navigation", { name: "Contents" }).getByRole("link").nth(1).click();
  const heading = page.locator("h2:target");
  await expect(heading).toBeInViewport();
  expect(await heading.evaluate(topOf)).toBeGreaterThanOrEqual(barBottom);

  // Up from the footer: every stop below the bar (the bar's own links are in it).
  await page.getByRole("contentinfo").getByRole("link").last().focus();
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press("Shift+Tab");
    const focused = page.locator(":focus");
    if (await bar.evaluate((fixed) => fixed.contains(document.activeElement))) break;
    const name = await focused.evaluate((element) => element.textContent);
    expect(await focused.evaluate(topOf), `${name} below the bar`).toBeGreaterThanOrEqual(
      barBottom,
    );
  }
});

/** Every ad slot the page shows at its width, so each has its frame once scrolled near. */
const shownAdSlots = (page: Page) => page.locator("[data-ad-size]:visible");

/**
 * Scrolls down the page and back, so that every slot shown has its ad frame, then leaves focus
 * at the top: from there the tab order holds every stop the page will have.
 */
async function loadEveryAd(page: Page) {
  await scrollThrough(page);
  // A slot folded once its ad failed (its script blocked) may keep its frame: count the shown ones.
  const frames = shownAdSlots(page).locator('iframe[title="Advertisement"]');
  await expect(frames).toHaveCount(await shownAdSlots(page).count());
  // Loaded: between its first empty document and its own, a frame of another process is skipped.
  for (const frame of await frames.all()) {
    await expect(frame.contentFrame().locator("body")).toHaveAttribute("tabindex", "0");
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    // The next Tab starts at the top, as a visitor's first does, wherever the pointer rests or a
    // frame had focus: a focused element removed leaves the starting point where it stood.
    const top = Object.assign(document.createElement("span"), { tabIndex: -1 });
    document.body.prepend(top);
    top.focus({ preventScroll: true });
    top.remove();
    scrollTo(0, 0);
  });
}

/**
 * Presses Tab and waits for the focus to land. Into or out of a frame of another process, it lands
 * a moment after the key: read too early, it is still on the last stop, and the next Tab passes
 * the new one unseen. It waits while the focus is on the last stop, or nowhere (a hop, or the end
 * of the page, where it stays nowhere).
 */
async function pressTabUntilLanded(page: Page) {
  await page.keyboard.press("Tab");
  await page.evaluate(async () => {
    const walk = window as { lastStop?: Element | null };
    const landed = () =>
      document.activeElement !== walk.lastStop && document.activeElement !== document.body;
    const started = performance.now();
    const patience = () => (document.activeElement === walk.lastStop ? 10_000 : 2_000);
    while (!landed() && performance.now() - started < patience()) {
      await new Promise(requestAnimationFrame);
    }
    walk.lastStop = document.activeElement;
  });
}

/** Whether the focused ad frame's document draws its ring: the page's styles cannot reach into it. */
async function frameDrawsRing(page: Page): Promise<boolean> {
  const focused = await page.evaluateHandle(() => document.activeElement);
  const frame = await focused.asElement()?.contentFrame();
  if (!frame) return false;
  return frame.evaluate(() => {
    const ring = getComputedStyle(document.body, "::after");
    return ring.borderStyle !== "none" && parseFloat(ring.borderWidth) >= 2;
  });
}

for (const viewport of widths) {
  test(`Tab reaches every stop on the home page once, each with a focus ring, at ${viewport.width} px`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(viewport);
    // The ads fill (a blocked one would fold the slots not yet seen, and their stops with them).
    await stubThirdParties(page);
    await navigate("/");
    // The pointer rests on the welcome toast, which stays while it is attended to: it is a stop of
    // the walk, and does not leave as the walk reaches it, taking the focus with it.
    await page.locator("[data-sonner-toast]").hover();
    await loadEveryAd(page);
    const stops: string[] = [];
    for (let step = 0; step < 80; step++) {
      await pressTabUntilLanded(page);
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const walk = window as { visited?: WeakSet<Element> };
        const visited = (walk.visited ??= new WeakSet());
        const again = visited.has(element);
        visited.add(element);
        const style = getComputedStyle(element);
        const name =
          element.textContent?.trim() ||
          element.getAttribute("aria-label") ||
          element.getAttribute("title");
        return {
          again,
          name: `${element.tagName} ${name}`,
          isFrame: element.tagName === "IFRAME",
          ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        };
      });
      if (!focused || focused.again) break;
      stops.push(focused.name);
      const ring = focused.isFrame ? await frameDrawsRing(page) : focused.ring;
      expect(ring, `focus ring on ${focused.name}`).toBe(true);
    }
    // From the skip link through the header, the toast, the hero, the atlas's search and links and
    // the ads to the footer's last stop: no loop.
    expect(stops[0]).toBe("A Skip to content");
    expect(stops.filter((stop) => stop === "IFRAME Advertisement")).toHaveLength(
      await shownAdSlots(page).count(),
    );
    expect(stops.at(-1), stops.join("\n")).toBe("BUTTON Privacy choices");
  });
}

test("an ad tabbed into shows a focus ring over it", async ({ page, navigate }) => {
  await stubThirdParties(page);
  await navigate("/");
  const slot = page.locator(`[data-banner-id="${homeBannerId}"]`);
  const creative = slot.frameLocator("iframe").locator("[data-creative]");
  await slot.scrollIntoViewIfNeeded();
  await expect(creative).toBeVisible();
  const unfocused = await slot.screenshot();
  await page.evaluate(() => scrollTo(0, 0));
  for (let step = 0; step < 40; step++) {
    await pressTabUntilLanded(page);
    if (await page.evaluate(() => document.activeElement?.tagName === "IFRAME")) break;
  }
  await expect(slot.locator("iframe")).toBeFocused();
  // The frame's document repaints in a process of its own: its ring shows a moment later.
  const looksUnfocused = async () => (await slot.screenshot()).equals(unfocused);
  await expect.poll(looksUnfocused, { message: "a ring shows over the focused ad" }).toBe(false);
  await page.keyboard.press("Shift+Tab");
  await expect(slot.locator("iframe")).not.toBeFocused();
  await expect.poll(looksUnfocused, { message: "the ring goes with the focus" }).toBe(true);
});

test("the welcome toast is announced politely, without interrupting", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  const liveRegion = page.locator('[aria-live="polite"]').filter({
    has: page.locator("[data-sonner-toast]"),
  });
  await expect(liveRegion).toContainText("Welcome to Fungi Atlas");
  await expect(page.locator('[aria-live="assertive"], [role="alert"]')).toHaveCount(0);
});
