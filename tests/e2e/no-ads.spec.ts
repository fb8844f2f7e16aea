import type { Page } from "@playwright/test";
import { stubThirdParties } from "#tests/mocks/third-parties.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import { followLink, goatCounterPageViews, storedConsent } from "./analytics-visit.ts";
import { accessibilityProblems } from "./axe.ts";
import {
  expect,
  narrow,
  pagesOfEachKind,
  recordPolicyViolations,
  scrollThrough,
  test,
  waitForHydration,
  wide,
} from "./fixtures.ts";

// The "no-ads" variant: the owner left `ads` out of the configuration, and counts visits with a
// (stubbed) GoatCounter. Read in Europe, where the consent bar asks.
test.use({ baseURL: variantOrigin("no-ads"), timezoneId: "Europe/Berlin" });

const bar = (page: Page) => page.getByRole("region", { name: "Privacy choices" });

for (const viewport of [narrow, wide]) {
  test(`no page keeps space for an ad or asks an ad host for one, ${viewport.width} px wide`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(viewport);
    const answered = await stubThirdParties(page);
    const violations = await recordPolicyViolations(page);
    // Pages of islands, the 404 page, and /search, which React hydrates.
    for (const path of [...pagesOfEachKind, "/search"] as const) {
      await navigate(path);
      await waitForHydration(page);
      await scrollThrough(page);
      await expect(page.locator("[data-banner-id], [data-ad-script-slot], iframe")).toHaveCount(0);
      await expect(page.getByRole("complementary")).toHaveCount(0);
      // The content ends where the footer begins: no reserved box between them.
      const gap = await page.evaluate(() => {
        const main = document.querySelector("main")?.getBoundingClientRect();
        const footer = document.querySelector("footer")?.getBoundingClientRect();
        return (footer?.top ?? 0) - (main?.bottom ?? 0);
      });
      expect(gap, path).toBeLessThan(100);
    }
    expect(answered.bannerScript).toEqual([]);
    expect(answered.extraScript).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test("the consent bar asks about statistics alone, and Accept counts this page and the next; Privacy choices asks again", async ({
  page,
  navigate,
}) => {
  const answered = await stubThirdParties(page);
  await navigate("/");
  await expect(bar(page).getByText("May we count visits to this site?")).toBeVisible();
  await expect(bar(page).getByRole("button")).toHaveText(["Accept", "Reject"]);
  expect(await accessibilityProblems(page)).toEqual([]);
  expect(goatCounterPageViews(answered)).toEqual([]);

  await bar(page).getByRole("button", { name: "Accept" }).click();
  await expect(bar(page)).toBeHidden();
  await expect.poll(() => goatCounterPageViews(answered)).toEqual(["/"]);
  expect(await storedConsent(page)).toMatchObject({ statistics: "accepted" });

  await followLink(page, "/about");
  await expect(bar(page)).toBeHidden();
  await expect.poll(() => goatCounterPageViews(answered)).toEqual(["/", "/about"]);

  await page.getByRole("contentinfo").getByRole("button", { name: "Privacy choices" }).click();
  await expect(bar(page).getByText("May we count visits to this site?")).toBeVisible();
  await bar(page).getByRole("button", { name: "Reject" }).click();
  await expect(bar(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ statistics: "rejected" });
});

test("no /ads.txt, no ad frame, and /privacy names no ad network", async ({
  page,
  navigate,
  request,
}) => {
  expect((await request.get("/ads.txt")).status()).toBe(404);
  expect((await request.get("/ad-frame")).status()).toBe(404);
  await navigate("/privacy");
  const services = page.getByRole("table");
  await expect(services).toContainText("Visitor statistics (GoatCounter)");
  await expect(services).not.toContainText(/ad network|ad tag/i);
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute("content");
  expect(policy).not.toMatch(/ads\.example\.org|tags\.example\.net/);
});
