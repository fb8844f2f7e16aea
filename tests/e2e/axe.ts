import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import axe, { type Result, type RunOptions } from "axe-core";

/** WCAG 2.2 A and AA, and axe's best practices: what every page of the site is held to. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The page's own document only: the frames of our pages are all of other origins (the ad frames,
 * sandboxed, so of no origin, and the stubs of the third parties' frames), which a run in the page
 * cannot look into. Only violations are gathered, not every node that passed.
 */
const pageRunOptions: RunOptions = {
  runOnly: { type: "tag", values: axeTags },
  resultTypes: ["violations"],
  iframes: false,
};

/**
 * What axe finds on the page as it is now, one line each: the rule, its help and where. Motion is
 * reduced first, which ends every transition where it rests: text read halfway through a fade or
 * a slide (the welcome toast's, as the consent banner opens beside it) fails on contrast.
 *
 * axe-core runs in the page itself, put in once per document: @axe-core/playwright's one-frame
 * mode evaluates its 650 KB again in the page and in every frame on each check, 1.7 s against
 * 0.2 s here, and its checks of those frames find nothing, as they are of other origins.
 * `everyFrame` takes the frames in with @axe-core/playwright's cross-origin mode, a second or more
 * per check, for the one test of the ad frame's own document (a11y.spec.ts).
 */
export async function accessibilityProblems(
  page: Page,
  { everyFrame = false } = {},
): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const violations = everyFrame
    ? (await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations
    : await pageViolations(page);
  return violations.map(
    ({ id, help, nodes }) =>
      `${id}: ${help} (${nodes.map((node) => JSON.stringify(node.target)).join(", ")})`,
  );
}

async function pageViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async (options) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
      document,
      options,
    );
    // axe takes a link for a skip link only if it comes before the page's first link to another
    // page, and orders the two with compareDocumentPosition, which cannot order nodes on either
    // side of a shadow root's boundary. With the consent bar showing, that first link is its
    // "Privacy", in its shadow root (ADR 047), so axe reports the skip link as content outside
    // every landmark. Only that one node is left out; a11y.spec.ts holds the skip link itself.
    const skipLink = document.querySelector('body a[href^="#"]');
    const pageLinkInShadowRoot = [...document.querySelectorAll("*")].some((element) =>
      element.shadowRoot?.querySelector("a[href]:not([href^='#'])"),
    );
    const misread = (target: unknown) =>
      pageLinkInShadowRoot &&
      typeof target === "string" &&
      skipLink !== null &&
      document.querySelector(target) === skipLink;
    return violations.flatMap((violation) => {
      if (violation.id !== "region") return [violation];
      const nodes = violation.nodes.filter((node) => !misread(node.target[0]));
      return nodes.length > 0 ? [{ ...violation, nodes }] : [];
    });
  }, pageRunOptions);
}

export type ColorScheme = "light" | "dark";

/**
 * Both colour schemes in the order a test checks them: it loads the page in the first and switches
 * to the second, as a visitor's system switches at dusk. Tests alternate by `index`, so that each
 * scheme is checked on a fresh load and after a switch.
 */
export const bothSchemes = (index: number): [ColorScheme, ColorScheme] =>
  index % 2 === 0 ? ["light", "dark"] : ["dark", "light"];

/**
 * Opens a page with `open` at `viewport` in the first of `schemes`, waits for what `ready` waits
 * for, then expects axe to find nothing in each scheme in turn, on that one load.
 */
export async function expectAxeFindsNothing(
  page: Page,
  viewport: { width: number; height: number },
  schemes: readonly ColorScheme[],
  open: () => Promise<unknown>,
  ready?: () => Promise<void>,
) {
  await page.setViewportSize(viewport);
  for (const [index, colorScheme] of schemes.entries()) {
    await page.emulateMedia({ colorScheme });
    if (index === 0) {
      await open();
      await ready?.();
    } else {
      // The toaster (sonner) follows the system's scheme from a listener, a render later.
      await expect(
        page.locator(`[data-sonner-toaster]:not([data-sonner-theme="${colorScheme}"])`),
      ).toHaveCount(0);
    }
    expect(await accessibilityProblems(page), `in the ${colorScheme} colour scheme`).toEqual([]);
  }
}
