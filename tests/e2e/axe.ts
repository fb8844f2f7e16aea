import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** WCAG 2.2 A and AA, and axe's best practices: what every page of the site is held to. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * What axe finds on the page as it is now, one line each: the rule, its help and where. Motion is
 * reduced first, which ends every transition where it rests: text read halfway through a fade or
 * a slide (the welcome toast's, as the consent banner opens beside it) fails on contrast.
 *
 * Axe checks the page and its frames of the same origin in one run (its "legacy mode"). The
 * frames of other origins are the ad frames (sandboxed, so of no origin) and the stubs of the
 * third parties' frames: each would take a run of its own, and a blank page to merge the results
 * in, a second or more per check. `everyFrame` takes them in, for the one test of the ad frame's
 * own document (a11y.spec.ts).
 */
export async function accessibilityProblems(
  page: Page,
  { everyFrame = false } = {},
): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { violations } = await new AxeBuilder({ page })
    .withTags(axeTags)
    .setLegacyMode(!everyFrame)
    .analyze();
  return violations.map(
    ({ id, help, nodes }) =>
      `${id}: ${help} (${nodes.map((node) => JSON.stringify(node.target)).join(", ")})`,
  );
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
