import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

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
