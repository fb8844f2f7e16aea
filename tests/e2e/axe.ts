import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** WCAG 2.2 A and AA, and axe's best practices: what every page of the site is held to. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** What axe finds on the page as it is now, one line each: the rule, its help and where. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return violations.map(
    ({ id, help, nodes }) =>
      `${id}: ${help} (${nodes.map((node) => JSON.stringify(node.target)).join(", ")})`,
  );
}

/** A width and a colour scheme a page is checked in, e.g. "375 px, dark". */
export interface AxeView {
  viewport: { width: number; height: number };
  colorScheme: "light" | "dark";
  name: string;
}

/** Each of the widths, in both colour schemes. */
export const axeViews = (viewports: readonly AxeView["viewport"][]): AxeView[] =>
  viewports.flatMap((viewport) =>
    (["light", "dark"] as const).map((colorScheme) => ({
      viewport,
      colorScheme,
      name: `${viewport.width} px, ${colorScheme}`,
    })),
  );

/**
 * Opens a page with `open` as `view` shows it, motion reduced so that what fades in is checked
 * where it rests, waits for what `ready` waits for, then expects axe to find nothing.
 */
export async function expectAxeFindsNothing(
  page: Page,
  view: AxeView,
  open: () => Promise<unknown>,
  ready?: () => Promise<void>,
) {
  await page.setViewportSize(view.viewport);
  await page.emulateMedia({ colorScheme: view.colorScheme, reducedMotion: "reduce" });
  await open();
  await ready?.();
  expect(await accessibilityProblems(page)).toEqual([]);
}
