import type { Page } from "@playwright/test";
import { siteConfig } from "#app/config/site.ts";
import { readHeaderRules } from "#scripts/server/static-server.ts";
import { javascript, stubThirdParties } from "#tests/mocks/third-parties.ts";
import {
  expect,
  recordPolicyViolations,
  scrollThrough,
  sitePages,
  sitePagesAnd404,
  test,
  unknownPath,
} from "./fixtures.ts";
import { gradeResponse } from "./observatory.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

const origin = (url: string) => new URL(url).origin;
const sixMonths = 60 * 60 * 24 * 182;

/** The policy as directive -> sources. */
function parsePolicy(policy: string) {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

for (const { label, path, status, file } of [
  { label: "the home page", path: "/", status: 200, file: "/" },
  { label: "a section", path: "/culture", status: 200, file: "/culture" },
  { label: "the 404 page", path: unknownPath, status: 404, file: "/404.html" },
]) {
  test(`${label} is sent with the security headers, exactly as dist/_headers lists them`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const headers = response.headers();

    const rules = await readHeaderRules("dist/_headers");
    const expected = Object.fromEntries(
      rules
        .filter((rule) => rule.for === "/*" || rule.for === file)
        .flatMap((rule) => Object.entries(rule.values))
        .map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(Object.keys(expected)).toHaveLength(7);
    for (const [name, value] of Object.entries(expected)) expect(headers[name]).toBe(value);

    const maxAge = Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(sixMonths);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const policy = parsePolicy(headers["content-security-policy"] ?? "");
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(headers["content-security-policy"]).not.toContain("'unsafe-eval'");
  });
}

// A test per page: every page in one test took over its 30 s on a busy machine.
for (const path of sitePages) {
  test(`${path}'s meta policy is its header's, less frame-ancestors (invalid in meta)`, async ({
    page,
    navigate,
  }) => {
    const response = await navigate(path);
    const header = (await response?.allHeaders())?.["content-security-policy"];
    const meta = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content");
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  });
}

test.describe("with the site's service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("the policy lets the site's own worker and manifest load, and the pages it answers run within it", async ({
    page,
    navigate,
  }) => {
    const violations = await recordPolicyViolations(page);
    const response = await navigate("/");
    const policy = parsePolicy((await response?.allHeaders())?.["content-security-policy"] ?? "");
    expect(policy.get("worker-src")).toEqual(["'self'"]);
    expect(policy.get("manifest-src")).toEqual(["'self'"]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Served by the worker from here on, its scripts from the shell it saved.
    for (const path of ["/culture", "/search", "/"] as const) {
      const answer = await navigate(path);
      expect(answer?.fromServiceWorker(), path).toBe(true);
    }
    await page.keyboard.press("Control+k");
    await page.getByRole("dialog", { name: "Search" }).getByRole("searchbox").fill("mushroom");
    await expect(
      page.getByRole("dialog", { name: "Search" }).getByRole("list").getByRole("link").first(),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test("the policy names the configured third parties where each is needed", async ({ request }) => {
  const response = await request.get("/blog");
  const policy = parsePolicy(response.headers()["content-security-policy"] ?? "");
  expect(policy.get("frame-src")).toEqual([
    "'self'",
    origin(siteConfig.embeds.blogFeedUrl),
    origin(siteConfig.embeds.contactFormUrl),
  ]);
  expect(policy.get("script-src")).toContain(origin(siteConfig.embeds.contactFormScriptUrl));
  expect(policy.get("script-src")).not.toContain(origin(shippedAds.extraScriptUrl ?? ""));
});

test("the headers of / grade A+ in the MDN HTTP Observatory's tests", async ({ request }) => {
  const response = await request.get("/");
  const { grade, score, results } = gradeResponse({
    hostname: new URL(siteConfig.url).hostname,
    headers: response.headers(),
    html: await response.text(),
  });
  expect(results["content-security-policy"]).toMatch(
    /^csp-implemented-with-(no-unsafe|unsafe-inline-in-style-src-only)/,
  );
  expect(results["x-frame-options"]).toBe("x-frame-options-implemented-via-csp");
  expect({ grade, score }).toEqual({ grade: "A+", score: expect.any(Number) });
  expect(score).toBeGreaterThanOrEqual(100);
});

/** A host the site does not use: its script records that it ran, if the policy let it. */
const unlistedHost = "unlisted.example";

/**
 * Records every Content-Security-Policy violation, in the page and in all of its frames, and
 * answers the site's third parties with the shared stubs.
 */
async function recordViolations(page: Page) {
  const violations = await recordPolicyViolations(page);
  const answered = await stubThirdParties(page);
  await page.route(
    (url) => url.hostname === unlistedHost,
    (route) => route.fulfill(javascript("window.unlistedScriptRan = true;")),
  );
  /** Every third-party URL a stub answered. */
  const served = () =>
    Object.values(answered)
      .flat()
      .map((request) => request.url());
  return { violations, served };
}

/** Loads what /blog and /contact load, as their embeds do, and waits for every load. */
async function loadThirdParties(page: Page, urls: { frames: string[]; scripts: string[] }) {
  await page.evaluate(async ({ frames, scripts }) => {
    const elements = [
      ...frames.map((src) => Object.assign(document.createElement("iframe"), { src })),
      ...scripts.map((src) => Object.assign(document.createElement("script"), { src })),
    ];
    const done = Promise.all(
      elements.map(
        (element) =>
          new Promise((resolve) => {
            element.addEventListener("load", resolve);
            element.addEventListener("error", resolve);
          }),
      ),
    );
    document.body.append(...elements);
    await done;
  }, urls);
}

const configuredThirdParties = {
  frames: [
    siteConfig.embeds.blogFeedUrl,
    `${siteConfig.embeds.contactFormUrl}?category=${siteConfig.embeds.contactFormCategory}`,
  ],
  scripts: [siteConfig.embeds.contactFormScriptUrl],
};

for (const path of sitePagesAnd404) {
  test(`${path} reports no policy violation while the stubbed third parties load`, async ({
    page,
    navigate,
  }) => {
    const { violations, served } = await recordViolations(page);
    await navigate(path);
    // So that every lazily loaded ad slot and embed comes into view and loads: a frame's load
    // event waits for what it writes into itself, as an ad frame does its ad's script.
    await scrollThrough(page);
    for (const frame of page.frames()) await frame.waitForLoadState("load");
    // Navigation is client-side, so every page must allow what any page loads.
    await loadThirdParties(page, configuredThirdParties);
    expect(violations).toEqual([]);
    // The vendor's script ran (the stub counts its runs): the policy let it.
    expect(
      await page.evaluate(() => (window as { vendorScriptRuns?: number }).vendorScriptRuns),
    ).toBeGreaterThanOrEqual(1);
    for (const url of [...configuredThirdParties.frames, ...configuredThirdParties.scripts]) {
      expect(served()).toContain(url);
    }
  });
}

test("a host that is not configured is blocked and reported", async ({ page, navigate }) => {
  const { violations } = await recordViolations(page);
  await navigate("/contact");
  await loadThirdParties(page, {
    frames: [`https://${unlistedHost}/feed`],
    scripts: [`https://${unlistedHost}/tracker.js`],
  });
  await expect
    .poll(() => [...new Set(violations.map((violation) => violation.directive))].toSorted())
    .toEqual(["frame-src", "script-src-elem"]);
  expect(await page.evaluate(() => "unlistedScriptRan" in window)).toBe(false);
});
