import {
  creativeAnswers,
  stubThirdParties,
  tcfReadingCreative,
} from "#tests/mocks/third-parties.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import { adSlotsOf, consoleMessages, expect, scrollThrough, test } from "./fixtures.ts";

// The "tcf" variant: the shipped site with consent.mode "tcf", regions "everywhere" and a stub CMP
// that reports consent 1.5 s after it loads (tests/mocks/third-parties.ts).
test.use({ baseURL: variantOrigin("tcf"), timezoneId: "Europe/Berlin" });

const firstBannerId = adSlotsOf("/about")[0]?.bannerId ?? "";

test("no ad frame exists before the CMP reports tcloaded; the slots fill after", async ({
  page,
  navigate,
}) => {
  const answered = await stubThirdParties(page);
  const violations = consoleMessages(page, ["error"]);
  // Notes any ad frame created while the CMP has not answered yet, however slow the machine.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const early =
        !("cmpAnswered" in window) && document.querySelector('iframe[title="Advertisement"]');
      if (early) Object.assign(window, { adFrameBeforeConsent: true });
    }).observe(document, { childList: true, subtree: true });
  });
  await navigate("/about");
  // The stub's queue and locator are in place, and the CMP loaded after the first paint.
  await page.waitForFunction(() => "__tcfapi" in window);
  await expect(page.locator('iframe[name="__tcfapiLocator"]')).toHaveCount(1);
  await expect.poll(() => answered.cmpScript.length).toBe(1);

  await page.waitForFunction(() => "cmpAnswered" in window);
  await scrollThrough(page);
  await expect(page.locator(`[data-banner-id="${firstBannerId}"] iframe`)).toHaveCount(1);
  await expect.poll(() => answered.bannerScript.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => "adFrameBeforeConsent" in window)).toBe(false);
  expect(violations.filter((text) => text.includes("Content Security Policy"))).toEqual([]);
});

test("a tag inside an ad frame reads the TC data through __tcfapiLocator", async ({
  page,
  navigate,
}) => {
  await stubThirdParties(page, { answers: creativeAnswers(tcfReadingCreative) });
  await navigate("/about");
  await scrollThrough(page);
  const creative = page
    .frameLocator(`[data-banner-id="${firstBannerId}"] iframe`)
    .locator("[data-tc-string]");
  await expect(creative).toHaveAttribute("data-tc-string", "stub-tc-string");
});
