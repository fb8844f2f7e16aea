import { AxeBuilder } from "@axe-core/playwright";
import { expect, narrow, sitePagesAnd404, test, wide } from "./fixtures.ts";

const widths = [narrow, wide];
const schemes = ["light", "dark"] as const;
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

for (const path of sitePagesAnd404) {
  for (const viewport of widths) {
    for (const colorScheme of schemes) {
      test(`axe finds nothing on ${path} at ${viewport.width} px, ${colorScheme}`, async ({
        page,
        navigate,
      }) => {
        await page.setViewportSize(viewport);
        // No motion: the toast is checked where it rests, not halfway through fading in.
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await navigate(path);
        if (path === "/") await expect(page.locator("[data-sonner-toast]")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
        expect(results.violations.map(describeViolation)).toEqual([]);
      });
    }
  }
}

function describeViolation({
  id,
  help,
  nodes,
}: {
  id: string;
  help: string;
  nodes: { target: unknown }[];
}) {
  return `${id}: ${help} (${nodes.map((node) => JSON.stringify(node.target)).join(", ")})`;
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

for (const viewport of widths) {
  test(`Tab reaches every stop on the home page once, each with a focus ring, at ${viewport.width} px`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(viewport);
    await navigate("/");
    const stops: string[] = [];
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const visited = ((window as { visited?: WeakSet<Element> }).visited ??= new WeakSet());
        const again = visited.has(element);
        visited.add(element);
        const style = getComputedStyle(element);
        return {
          again,
          name: `${element.tagName} ${element.textContent?.trim() || element.getAttribute("aria-label")}`,
          ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        };
      });
      if (!focused || focused.again) break;
      stops.push(focused.name);
      expect(focused.ring, `focus ring on ${focused.name}`).toBe(true);
    }
    // From the skip link through the header, the toast and the hero to the footer's last stop: no loop.
    expect(stops[0]).toBe("A Skip to content");
    expect(stops.at(-1), stops.join("\n")).toBe("BUTTON Privacy choices");
  });
}

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
