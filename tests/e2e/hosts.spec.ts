import { readFileSync, readdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { adFrameSrc } from "#app/features/ads/ad-frame.ts";
import { siteConfig } from "#app/config/site.ts";
import { urlForms } from "#app/lib/url-forms.ts";
import { type HostName, hostOrigin, hosts } from "#tests/hosts/hosts.ts";
import { sitePort } from "#tests/variants/variants.ts";
import {
  adSlotsOf,
  expect,
  recordPolicyViolations,
  test,
  unknownPath,
  waitForHydration,
} from "./fixtures.ts";
import { gradeResponse } from "./observatory.ts";

/** Every server the built dist/ is checked on: our own, then each host's runtime found here. */
const servers = [
  { label: "npm start", origin: `http://localhost:${sitePort}` },
  ...(Object.keys(hosts) as HostName[])
    .filter((name) => hosts[name].available)
    .map((name) => ({ label: hosts[name].label, origin: hostOrigin(name) })),
];

/** Every document the build wrote, with its URL forms, read from dist/ as a host sees it. */
const documents = readdirSync("dist", { recursive: true, encoding: "utf8" })
  .map((file) => file.replaceAll("\\", "/"))
  .filter((file) => file.endsWith(".html") && file !== "404.html")
  .map((file) => ({ file, ...urlForms(file) }));
const hashedAsset = readdirSync("dist/assets").find((file) => file.endsWith(".js"));

const permanentRedirects = [301, 308];

/**
 * The time a test that reads and grades every document allows each one: nearly three times the
 * 0.55 s one took with the three hosts' runs side by side on a busy 2-core machine (73 documents).
 */
const timePerDocument = 1500;

/** GET without following redirects. */
const getOnce = (request: APIRequestContext, url: string) => request.get(url, { maxRedirects: 0 });

/** The policy's directive, e.g. "frame-ancestors 'none'", or undefined. */
const directive = (policy: string | undefined, name: string) =>
  policy
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

test("the build writes flat pages that hosts serve at their URL, and no folder index", () => {
  expect(documents.map(({ file }) => file)).toContain("about.html");
  expect(documents.filter(({ file }) => file.endsWith("/index.html"))).toEqual([]);
});

if (servers.length < 3) {
  test("the host runtimes are installed", () => {
    test.skip(!process.env.CI, "nginx is not installed here: .ci/run installs it in CI");
    expect(servers.map(({ label }) => label)).toHaveLength(3);
  });
}

for (const { label, origin } of servers) {
  test.describe(label, () => {
    // The fixtures close the network to every origin but the site's.
    test.use({ baseURL: origin });
    test("serves every document at its URL with a 200, its policy and revalidation, grading A+", async ({
      request,
    }) => {
      // One request and one grading (two HTML parses) per document, one after another: the work
      // grows with the atlas, so the time allowed does too, the same for each document.
      test.setTimeout(timePerDocument * documents.length);
      for (const { url } of documents) {
        const response = await getOnce(request, `${origin}${url}`);
        expect(response.status(), url).toBe(200);
        const headers = response.headers();
        expect(directive(headers["content-security-policy"], "frame-ancestors"), url).toMatch(
          /^frame-ancestors '(none|self)'$/,
        );
        expect(headers["cache-control"], url).toMatch(/no-cache|max-age=0/);
        if (url === "/ad-frame") continue;
        const { grade } = gradeResponse({
          hostname: new URL(siteConfig.url).hostname,
          headers,
          html: await response.text(),
        });
        expect(grade, url).toBe("A+");
      }
    });

    test("answers every other form of a URL with the same document or one permanent redirect to it", async ({
      request,
    }) => {
      for (const { url, aliases } of documents) {
        const canonical = await getOnce(request, `${origin}${url}`);
        const policy = canonical.headers()["content-security-policy"];
        for (const alias of aliases) {
          const response = await getOnce(request, `${origin}${alias}?from=alias`);
          const status = response.status();
          if (permanentRedirects.includes(status)) {
            const target = new URL(response.headers()["location"] ?? "", `${origin}${alias}`);
            expect(`${target.pathname}${target.search}`, alias).toBe(`${url}?from=alias`);
          } else {
            expect(status, alias).toBe(200);
            expect(response.headers()["content-security-policy"], alias).toBe(policy);
            expect(response.headers()["cache-control"], alias).toMatch(/no-cache|max-age=0/);
          }
        }
      }
    });

    test("answers the ad frame's URL, as the slots write it, with the frame at once: no redirect first", async ({
      request,
    }) => {
      const [slot] = adSlotsOf("/");
      const placement = { pageUrl: `${siteConfig.url}/`, width: 300, height: slot?.minHeight ?? 0 };
      const response = await getOnce(
        request,
        `${origin}${adFrameSrc({ bannerId: slot?.bannerId ?? "" }, placement)}`,
      );
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("data-banner-tag=");
    });

    test("answers an unknown path with the 404 page, status 404, no caching and no framing", async ({
      request,
    }) => {
      const response = await getOnce(request, `${origin}${unknownPath}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
      const headers = response.headers();
      expect(headers["cache-control"]).not.toContain("immutable");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      // Hosts that match header rules by path send the common headers only: the page's policy
      // then comes from its meta element, and framing is refused by X-Frame-Options.
      const frameAncestors = directive(headers["content-security-policy"], "frame-ancestors");
      if (frameAncestors === undefined) expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
      else expect(frameAncestors).toBe("frame-ancestors 'none'");
    });

    test("serves /ads.txt as plain text, cached as the site's other files are", async ({
      request,
    }) => {
      const adsTxt = await getOnce(request, `${origin}/ads.txt`);
      expect(adsTxt.status()).toBe(200);
      expect(adsTxt.headers()["content-type"]).toMatch(/^text\/plain/);
      expect(await adsTxt.text()).toBe(readFileSync("dist/ads.txt", "utf8"));
      const robotsTxt = await getOnce(request, `${origin}/robots.txt`);
      expect(adsTxt.headers()["cache-control"]).toBe(robotsTxt.headers()["cache-control"]);
    });

    test("caches the hashed assets for a year, immutable", async ({ request }) => {
      const response = await getOnce(request, `${origin}/assets/${hashedAsset}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    for (const path of ["/", "/about"]) {
      test(`shows ${path} once, at its URL, from every form of it after hydration`, async ({
        page,
      }) => {
        // Four page loads, each waiting for hydration.
        test.slow();
        const forms = documents.find(({ url }) => url === path);
        for (const form of [path, ...(forms?.aliases ?? [])]) {
          await page.goto(`${origin}${form}#top`);
          await waitForHydration(page);
          expect(new URL(page.url()).pathname, form).toBe(path);
          expect(new URL(page.url()).hash, form).toBe("#top");
          await expect(page.locator("h1"), form).toHaveCount(1);
          await expect(page.locator("footer"), form).toHaveCount(1);
          await expect(page, form).not.toHaveTitle(/not found/i);
        }
      });
    }

    test("runs the site's search from the files it serves, within the pages' policy", async ({
      page,
    }) => {
      const violations = await recordPolicyViolations(page);
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      await page.keyboard.press("Control+k");
      const dialog = page.getByRole("dialog", { name: "Search" });
      await dialog.getByRole("searchbox").fill("contact");
      await expect(dialog.getByRole("list").getByRole("link").first()).toHaveAttribute(
        "href",
        "/contact",
      );
      expect(violations).toEqual([]);
    });

    test("serves the service worker, as a script, and the atlas's files, all uncached", async ({
      request,
    }) => {
      for (const path of ["/sw.js", "/offline/atlas.json", "/offline/files.json"]) {
        const response = await getOnce(request, `${origin}${path}`);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["cache-control"], path).toBe("no-cache");
      }
      const worker = await getOnce(request, `${origin}/sw.js`);
      expect(worker.headers()["content-type"]).toMatch(/^(text|application)\/javascript\b/);
    });

    test.describe("with the service worker", () => {
      test.use({ serviceWorkers: "allow" });

      test("registers it, and it then answers the pages, within their policy", async ({ page }) => {
        const violations = await recordPolicyViolations(page);
        await page.goto(`${origin}/`);
        await waitForHydration(page);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        const response = await page.goto(`${origin}/about`);
        expect(response?.fromServiceWorker()).toBe(true);
        await waitForHydration(page);
        expect(violations).toEqual([]);
      });
    });

    test("shows the 404 page once at an unknown path after hydration", async ({ page }) => {
      const response = await page.goto(`${origin}${unknownPath}`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
    });
  });
}
