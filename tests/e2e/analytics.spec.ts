import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { consentStorageKey, consentVersion } from "#app/features/consent/consent-rules.ts";
import { askedPurposes } from "#app/features/index.ts";
import { siteConfig } from "#app/config/site.ts";
import { cmpScriptConsenting, javascript, stubThirdParties } from "#tests/mocks/third-parties.ts";
import { sitePort, variantOrigin } from "#tests/variants/variants.ts";
import { accessibilityProblems } from "./axe.ts";
import { followLink, plausiblePageViews as pageViews, storedConsent } from "./analytics-visit.ts";
import {
  adSlotsOf,
  expect,
  isSameDocument,
  markDocument,
  requestsSoFar,
  scriptsNamedIn,
  scrollThrough,
  test,
} from "./fixtures.ts";

// The "many-articles" variant, with a (stubbed) self-hosted Plausible, whose script behaves as
// Plausible's does (tests/mocks/third-parties.ts), and the consent banner in Europe.
// What every provider does (nothing before a choice, after Reject all or with Global Privacy
// Control; one page view per navigation; speed sent on hide) is in analytics-providers.spec.ts.
test.use({ baseURL: variantOrigin("many-articles"), timezoneId: "Europe/Berlin" });

const banner = (page: Page) => page.getByRole("region", { name: "Privacy choices" });
const adFrames = (page: Page) => page.locator('iframe[title="Advertisement"]');
const firstBannerId = adSlotsOf("/")[0]?.bannerId ?? "";

/** What the page pushed to GA4's data layer, in order. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => [...args]),
  );

test("each page loaded is counted, one gone back to again, and the choice holds on the next visit", async ({
  page,
  navigate,
}) => {
  const answered = await stubThirdParties(page);
  await navigate("/");
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect.poll(() => pageViews(answered)).toEqual(["/"]);

  await markDocument(page);
  // Each page counts itself once it has started and the provider's script has come: a reader who
  // leaves before then is not counted.
  await followLink(page, "/about");
  await expect.poll(() => pageViews(answered)).toEqual(["/", "/about"]);
  await followLink(page, "/blog");
  await expect.poll(() => pageViews(answered)).toEqual(["/", "/about", "/blog"]);
  await page.goBack();
  await expect(page).toHaveURL("/about");
  await expect.poll(() => pageViews(answered)).toEqual(["/", "/about", "/blog", "/about"]);
  expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);

  // Counted with no banner.
  await navigate("/culture");
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => pageViews(answered).at(-1)).toBe("/culture");
});

test('"Choose": statistics without ads counts visits and loads no ad; ads without statistics the reverse', async ({
  page,
  navigate,
}) => {
  // Two first visits, each read to its end: a minute on a machine the whole suite keeps busy.
  test.setTimeout(60_000);
  const answered = await stubThirdParties(page);
  await navigate("/");
  await banner(page).getByRole("button", { name: "Choose" }).click();
  await banner(page).getByRole("checkbox", { name: "Statistics" }).check();
  await banner(page).getByRole("button", { name: "Save choices" }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => pageViews(answered)).toEqual(["/"]);
  await scrollThrough(page);
  await expect(adFrames(page)).toHaveCount(0);
  expect(answered.bannerScript).toEqual([]);
  expect(await storedConsent(page)).toMatchObject({
    choice: "rejected",
    statistics: "accepted",
    version: expect.stringContaining("statistics:plausible"),
  });

  // In a fresh context: ads only.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const before = answered.analyticsEvent.length;
  await navigate("/");
  await banner(page).getByRole("button", { name: "Choose" }).click();
  await banner(page).getByRole("checkbox", { name: "Ads" }).check();
  await banner(page).getByRole("button", { name: "Save choices" }).click();
  await scrollThrough(page);
  await expect(page.locator(`[data-banner-id="${firstBannerId}"] iframe`)).toHaveCount(1);
  // Every request the page made so far is seen: the ads' frames may keep the network from ever
  // being idle on a busy machine, which left this test to its timeout.
  await requestsSoFar(page);
  expect(answered.analyticsEvent.length).toBe(before);
});

test("a choice stored before statistics were asked about asks again", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: consentStorageKey,
    value: JSON.stringify({
      choice: "accepted",
      version: consentVersion(askedPurposes(siteConfig).ads ?? { hosts: [] }, null),
      savedAt: Date.now(),
    }),
  });
  await navigate("/");
  await expect(banner(page)).toBeVisible();
});

test("the banner with Choose open has no accessibility problem", async ({ page, navigate }) => {
  await navigate("/");
  const choose = banner(page).getByRole("button", { name: "Choose" });
  await choose.click();
  await expect(choose).toHaveAttribute("aria-expanded", "true");
  // Reject all and Accept all weigh the same.
  const [accept, reject] = await Promise.all(
    ["Accept all", "Reject all"].map((name) =>
      banner(page).getByRole("button", { name }).boundingBox(),
    ),
  );
  expect(accept?.height).toBe(reject?.height);
  await expect(banner(page).getByRole("checkbox")).toHaveCount(2);
  await expect(banner(page).getByRole("checkbox", { checked: true })).toHaveCount(0);
  expect(await accessibilityProblems(page)).toEqual([]);
});

test("/privacy lists the provider", async ({ page, navigate }) => {
  await navigate("/privacy");
  await expect(page.getByRole("row", { name: /Visitor statistics \(Plausible\)/ })).toContainText(
    "plausible.example.com",
  );
});

test("analytics adds at most 1 KB gzip to the home page's first-load JavaScript", async ({
  request,
}) => {
  /** The gzip size of every script the home page's HTML loads or preloads. */
  const firstLoadBytes = async (origin: string) => {
    const html = await (await request.get(`${origin}/`)).text();
    const sizes = await Promise.all(
      scriptsNamedIn(html).map(
        async (path) => gzipSync(await (await request.get(origin + path)).body()).length,
      ),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  };
  const shipped = await firstLoadBytes(`http://localhost:${sitePort}`);
  const withAnalytics = await firstLoadBytes(variantOrigin("many-articles"));
  test.info().annotations.push({
    type: "bytes gzip",
    description: `home's first-load JavaScript: ${shipped} shipped, ${withAnalytics} with analytics`,
  });
  expect(withAnalytics - shipped).toBeLessThanOrEqual(1024);
});

test.describe("outside Europe", () => {
  test.use({ timezoneId: "America/New_York" });

  test("visits are counted with no banner, each navigation once", async ({ page, navigate }) => {
    const answered = await stubThirdParties(page);
    await navigate("/");
    await expect.poll(() => pageViews(answered)).toEqual(["/"]);
    await expect(banner(page)).toBeHidden();
    await followLink(page, "/types");
    await expect.poll(() => pageViews(answered)).toEqual(["/", "/types"]);
  });
});

test.describe("with a TCF consent platform and GA4 (the tcf variant)", () => {
  test.use({ baseURL: variantOrigin("tcf") });

  test("consent to purpose 1 alone loads ads but no statistics", async ({ page, navigate }) => {
    const answered = await stubThirdParties(page);
    await navigate("/about");
    await page.waitForFunction(() => "cmpAnswered" in window);
    await page.waitForLoadState("networkidle");
    expect(answered.analyticsScript).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
  });

  test("consent to purposes 1 and 8 loads GA4: every signal denied first, then updated", async ({
    page,
    navigate,
  }) => {
    const answered = await stubThirdParties(page, {
      answers: { cmpScript: () => javascript(cmpScriptConsenting(["1", "8"])) },
    });
    await navigate("/about");
    await expect.poll(() => answered.analyticsScript.length).toBe(1);
    const calls = await dataLayer(page);
    expect(calls[0]).toEqual([
      "consent",
      "default",
      expect.objectContaining({
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
      }),
    ]);
    expect(calls).toContainEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "granted", ad_storage: "granted" }),
    ]);
    expect(
      calls.filter(([command, name]) => command === "event" && name === "page_view"),
    ).toHaveLength(1);
  });
});
