import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, isFrameworkChunk, recordResponses, test, waitForHydration } from "./fixtures.ts";
import { firstRoundTripBytes } from "#scripts/pipeline/first-round-trip.ts";

/**
 * What a first visit to the home page may download from the site's own origin, gzip-compressed as
 * on the wire (1 KB = 1024 bytes, as Lighthouse and browser dev tools count). The styles the page
 * uses come inside the HTML (docs/decisions/010-stylesheet-in-the-page.md, 021), so the HTML's
 * number holds them, and CSS counts the stylesheets fetched besides: the whole stylesheet, after
 * the first paint. The HTML holds what the page shows of the atlas (featured, latest, and the
 * boxes of the species in season, whose cards come apart), built into it rather than into its
 * JavaScript (app/components/home/home-atlas.server.tsx).
 */
const budgetKB = { html: 15, css: 15, font: 30 };

/**
 * What JavaScript a page runs before the visitor does anything, gzip-compressed: every script of
 * the site's own origin it loads until its network is idle (its islands, what they load as they
 * start, the consent bar's chunk on a first visit in Europe) and its inline scripts (ADR 035).
 * A page that only shows content loads no framework chunk (React, React DOM, React Router:
 * scripts/pipeline/chunks.ts) and stays within `staticPage`. Home is such a page, held to the
 * developers' guide's tighter `home`, with the welcome notice besides, loaded after the first
 * paint: its own chunk (`welcomeToast`) and React's. /identify is such a page too: its key loads
 * React as the visitor starts choosing (identify.spec.ts holds that code to its own budget). The
 * page React hydrates, /search, has a budget of its own, the framework chunk apart with a ceiling
 * just above its size, so that it grows only on purpose. The consent bar's chunks have their own
 * ceiling within these.
 */
const javaScriptKB = {
  staticPage: 15,
  home: 13,
  welcomeToast: 12,
  hydratedPageOwn: 45,
  framework: 102,
  consent: 3,
};

/**
 * Pages that only show content, one of each kind the issue names (#70), and the key, whose
 * choices are HTML until the visitor starts choosing.
 */
const staticPages = [
  "/types/chanterelle",
  "/culture/folklore-and-fairy-rings",
  "/types",
  "/privacy",
  "/identify",
];

/** The page React hydrates (app/lib/hydration.ts). */
const hydratedPages = ["/search"];

/** The consent banner's chunks (app/features/consent/), loaded on a first visit in Europe. */
const isConsentChunk = (url: string) => /\/assets\/consent-[^/]+\.js$/.test(pathOf(url));

/** React and React DOM alone, which the code that creates a root on first use loads. */
const isReactChunk = (url: string) => /\/assets\/framework-react-[^/]+\.js$/.test(pathOf(url));

/** The home page's welcome notice (sonner), loaded after the first paint. */
const isWelcomeToastChunk = (url: string) => /\/assets\/welcome-toast[^/]*\.js$/.test(pathOf(url));

const pathOf = (url: string) => new URL(url).pathname;
const isScript = (url: string) => pathOf(url).endsWith(".js");
const rounded = (kb: number) => kb.toFixed(1);

/** Whether a script element of this type runs code: the deferred module's runs once the page painted. */
const runs = (type = "") => /^(|module|text\/javascript|text\/x-deferred-module)$/i.test(type);

/**
 * The inline scripts a page runs, gzip-compressed together: the build's loader and the start of
 * the islands, or React Router's context on a hydrated page, and the module it holds back until
 * the first paint. Data (JSON, JSON-LD) and the speculation rules run no code.
 */
function inlineScriptsKB(html: string): number {
  const code = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => runs(/\btype="?([^"\s>]*)/.exec(attributes)?.[1]))
    .map(([, , text = ""]) => text)
    .join("\n");
  return code === "" ? 0 : gzipSync(code).length / 1024;
}

interface FirstLoad {
  html: string;
  /** Each script of the site's origin the page loaded before any interaction, with its KB gzip. */
  scripts: { url: string; kb: number }[];
  inlineKB: number;
}

/**
 * Loads a page as a first visit does and waits until it has started and its network is idle:
 * the scripts it ran before any interaction, as sent gzip-compressed.
 */
async function firstLoad(page: Page, site: string, path: string): Promise<FirstLoad> {
  // Bytes on the wire in gzip, whatever the browser would prefer (brotli is smaller still).
  await page.setExtraHTTPHeaders({ "Accept-Encoding": "gzip" });
  const responses = recordResponses(
    page,
    (response) => new URL(response.url()).origin === site && isScript(response.url()),
  );
  const response = await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const html = (await response?.text()) ?? "";
  const scripts = await Promise.all(
    responses.map(async (script) => {
      await script.finished();
      const encoding = await script.headerValue("content-encoding");
      expect(encoding, `${script.url()} is served gzip-compressed`).toBe("gzip");
      const { responseBodySize } = await script.request().sizes();
      return { url: script.url(), kb: responseBodySize / 1024 };
    }),
  );
  return { html, scripts, inlineKB: inlineScriptsKB(html) };
}

const sum = (scripts: FirstLoad["scripts"], matches: (url: string) => boolean = () => true) =>
  scripts.filter(({ url }) => matches(url)).reduce((total, { kb }) => total + kb, 0);

const describeLoad = ({ scripts, inlineKB }: FirstLoad) =>
  `inline ${rounded(inlineKB)}; ` +
  scripts.map(({ url, kb }) => `${pathOf(url).replace(/^.*\//, "")} ${rounded(kb)}`).join(", ");

for (const timezoneId of ["Europe/Berlin", "UTC"]) {
  const visitor =
    timezoneId === "UTC" ? "elsewhere (ads, no consent bar)" : "in Europe (the consent bar)";
  test.describe(`a first visit ${visitor}`, () => {
    test.use({ timezoneId });

    for (const path of staticPages) {
      test(`${path} loads no framework chunk and at most ${javaScriptKB.staticPage} KB of JavaScript`, async ({
        page,
        baseURL,
      }) => {
        const load = await firstLoad(page, new URL(baseURL ?? "").origin, path);
        const total = load.inlineKB + sum(load.scripts);
        test.info().annotations.push({
          type: "KB gzip before interaction",
          description: `${rounded(total)}: ${describeLoad(load)}`,
        });
        expect(load.inlineKB, "the page's inline scripts were measured").toBeGreaterThan(0);
        expect(load.scripts.length, "the page's islands were measured").toBeGreaterThan(0);
        expect(
          load.scripts.filter(({ url }) => isFrameworkChunk(url)),
          "framework",
        ).toEqual([]);
        expect(total, "JavaScript before interaction (KB gzip)").toBeLessThanOrEqual(
          javaScriptKB.staticPage,
        );
      });
    }

    for (const path of hydratedPages) {
      test(`${path} stays within its budget, the framework chunk apart`, async ({
        page,
        baseURL,
      }) => {
        const load = await firstLoad(page, new URL(baseURL ?? "").origin, path);
        const framework = sum(load.scripts, isFrameworkChunk);
        const own = load.inlineKB + sum(load.scripts, (url) => !isFrameworkChunk(url));
        test.info().annotations.push({
          type: "KB gzip before interaction",
          description: `own ${rounded(own)}, framework ${rounded(framework)}: ${describeLoad(load)}`,
        });
        expect(framework, "the framework chunk was measured").toBeGreaterThan(0);
        expect
          .soft(own, "its own JavaScript before interaction (KB gzip)")
          .toBeLessThanOrEqual(javaScriptKB.hydratedPageOwn);
        expect
          .soft(framework, "the framework chunk (KB gzip): raise its ceiling only on purpose")
          .toBeLessThanOrEqual(javaScriptKB.framework);
      });
    }
  });
}

test.describe("the home page's first visit in Europe", () => {
  // The first visit as the consent banner shows it (the shipped configuration).
  test.use({ timezoneId: "Europe/Berlin" });

  test("stays within its byte budget", async ({ page, baseURL }) => {
    const site = new URL(baseURL ?? "").origin;
    const pageFiles = recordResponses(page, (response) => new URL(response.url()).origin === site);
    const load = await firstLoad(page, site, "/");
    // The welcome notice and the consent bar, each loaded after the first paint.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Privacy choices" })).toBeVisible();
    await page.waitForLoadState("networkidle");

    // The styles' share of the HTML, compressed on their own: a little more than they add to it.
    const styles =
      [...load.html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
        .map(([, text = ""]) => text)
        .find((text) => text.includes("--color-paper:")) ?? "";
    const stylesKB = gzipSync(styles).length / 1024;
    const sized = await Promise.all(
      pageFiles.map(async (response) => {
        await response.finished();
        const encoding = await response.headerValue("content-encoding");
        // A photo's formats and woff2 are compressed already: only text is served gzip-compressed.
        if (!/\.(avif|webp|jpe?g|png|woff2)$/.test(pathOf(response.url()))) {
          expect(encoding, `${response.url()} is served gzip-compressed`).toBe("gzip");
        }
        const { responseBodySize } = await response.request().sizes();
        return { url: response.url(), bytes: responseBodySize };
      }),
    );
    const kilobytes = (matches: (url: string) => boolean) =>
      sized.filter(({ url }) => matches(url)).reduce((total, { bytes }) => total + bytes, 0) / 1024;
    const files = {
      html: kilobytes((url) => pathOf(url) === "/"),
      css: kilobytes((url) => pathOf(url).endsWith(".css")),
      // The headings' face (docs/design.md, "Type"): not on the first paint's path, but downloaded.
      font: kilobytes((url) => pathOf(url).endsWith(".woff2")),
    };
    const scripts = sized
      .filter(({ url }) => isScript(url))
      .map(({ url, bytes }) => ({ url, kb: bytes / 1024 }));
    // The notice is sonner's, a React library: it loads React (not React Router) after the first
    // paint, in idle moments, and renders into a root of its own (ADR 035).
    const isNotice = (url: string) => isWelcomeToastChunk(url) || isReactChunk(url);
    const welcomeToast = sum(scripts, isWelcomeToastChunk);
    const noticeReact = sum(scripts, isReactChunk);
    const consentBar = sum(scripts, isConsentChunk);
    const beforeInteraction = load.inlineKB + sum(scripts, (url) => !isNotice(url));
    test.info().annotations.push({
      type: "KB gzip",
      description:
        `HTML ${rounded(files.html)} (its styles alone ${rounded(stylesKB)}), ` +
        `CSS fetched ${rounded(files.css)}, font ${rounded(files.font)}; ` +
        `JavaScript before interaction ${rounded(beforeInteraction)}, ` +
        `of which the consent bar ${rounded(consentBar)}; the welcome notice ${rounded(welcomeToast)} ` +
        `and the React it renders with ${rounded(noticeReact)}; ` +
        describeLoad({ ...load, scripts }),
    });

    expect(stylesKB, "the HTML holds the site's styles").toBeGreaterThan(1);
    expect.soft(files.html, "HTML (KB gzip)").toBeLessThanOrEqual(budgetKB.html);
    expect.soft(files.css, "CSS (KB gzip)").toBeLessThanOrEqual(budgetKB.css);
    expect(files.font, "the headings' font was measured").toBeGreaterThan(0);
    expect.soft(files.font, "the headings' font (KB)").toBeLessThanOrEqual(budgetKB.font);
    expect(
      scripts.filter(({ url }) => isFrameworkChunk(url) && !isReactChunk(url)),
      "React Router's chunk",
    ).toEqual([]);
    expect(noticeReact, "React, for the welcome notice alone").toBeGreaterThan(0);
    expect
      .soft(noticeReact, "React, loaded for the notice after the first paint (KB gzip)")
      .toBeLessThanOrEqual(javaScriptKB.framework);
    expect
      .soft(beforeInteraction, "JavaScript before interaction, the notice apart (KB gzip)")
      .toBeLessThanOrEqual(javaScriptKB.home);
    expect(welcomeToast, "the welcome notice's chunk was measured").toBeGreaterThan(0);
    expect
      .soft(welcomeToast, "the welcome notice, loaded after the first paint (KB gzip)")
      .toBeLessThanOrEqual(javaScriptKB.welcomeToast);
    expect(consentBar, "the consent banner's chunks were measured").toBeGreaterThan(0);
    expect
      .soft(consentBar, "the consent banner, loaded after the first paint (KB gzip)")
      .toBeLessThanOrEqual(javaScriptKB.consent);
  });
});

test("the home page's first response, headers and all, comes within one round trip", async ({
  page,
  navigate,
}) => {
  // Brotli, as every browser takes it over https, where the page is deployed.
  await page.setExtraHTTPHeaders({ "Accept-Encoding": "br" });
  const response = await navigate("/");
  expect(await response?.headerValue("content-encoding")).toBe("br");
  const sizes = await response?.request().sizes();
  const bytes = (sizes?.responseHeadersSize ?? 0) + (sizes?.responseBodySize ?? 0);
  test.info().annotations.push({ type: "bytes", description: `home's first response: ${bytes}` });
  expect(sizes?.responseBodySize, "the body was measured").toBeGreaterThan(0);
  expect(bytes, "the home page's headers and brotli body").toBeLessThanOrEqual(firstRoundTripBytes);
});
