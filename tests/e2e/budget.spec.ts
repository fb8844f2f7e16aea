import { gzipSync } from "node:zlib";
import { expect, recordResponses, test } from "./fixtures.ts";

/**
 * What a first visit to the home page may download from the site's own origin, gzip-compressed as
 * on the wire (1 KB = 1024 bytes, as Lighthouse and browser dev tools count). The styles the page
 * uses come inside the HTML (docs/decisions/010-stylesheet-in-the-page.md, 021), so the HTML's
 * number holds them, and CSS counts the stylesheets fetched besides: the whole stylesheet, after
 * the first paint. JavaScript counts what the page needs to render and hydrate: every script the HTML loads or
 * preloads. Our own code is all of it but the framework chunk (React, React DOM, React Router:
 * scripts/pipeline/chunks.ts), which has a ceiling of its own just above its size, so that it grows
 * only on purpose. Chunks loaded on demand afterwards (the welcome toast, the footer's tooltips,
 * what an ad slot does once consent has decided) are reported, not capped, except the consent
 * banner's, loaded after the first paint. The HTML holds what the page shows of the atlas
 * (featured, latest, and the boxes of the species in season, whose cards come apart), built into
 * it rather than into its JavaScript (app/components/home/home-atlas.server.tsx).
 */
const budgetKB = { html: 15, css: 15, ownJavaScript: 13, framework: 102, consent: 3, font: 30 };

/**
 * What a server sends before waiting for the visitor's first acknowledgement: TCP's initial
 * window of ten segments of 1,460 bytes (RFC 6928), which Lighthouse's simulated phone uses too.
 */
const firstRoundTripBytes = 10 * 1460;

/** The chunk of React, React DOM and React Router, named in vite.config.ts. */
const isFrameworkChunk = (url: string) => /\/assets\/framework-[^/]+\.js$/.test(pathOf(url));

/** The consent banner's chunks (app/features/consent/), loaded on demand after hydration. */
const isConsentChunk = (url: string) => /\/assets\/consent-[^/]+\.js$/.test(pathOf(url));

// A European time zone: the first visit as the consent banner shows it (the shipped configuration).
test.use({ timezoneId: "Europe/Berlin" });

const pathOf = (url: string) => new URL(url).pathname;
const isScript = (url: string) => pathOf(url).endsWith(".js");
const rounded = (kb: number) => kb.toFixed(1);

test("the home page's first load stays within its byte budget", async ({
  page,
  navigate,
  baseURL,
}) => {
  // Bytes on the wire in gzip, whatever the browser would prefer (brotli is smaller still).
  await page.setExtraHTTPHeaders({ "Accept-Encoding": "gzip" });
  const site = new URL(baseURL ?? "").origin;
  const responses = recordResponses(page, (response) => new URL(response.url()).origin === site);

  const homePage = await navigate("/");
  // Hydrated, and the chunk loaded right after hydration has arrived.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Privacy choices" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const html = await homePage?.text();
  // The styles' share of the HTML, compressed on their own: a little more than they add to it.
  const styles =
    [...(html ?? "").matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map(([, text = ""]) => text)
      .find((text) => text.includes("--color-paper:")) ?? "";
  const stylesKB = gzipSync(styles).length / 1024;
  // Scripts the pre-rendered HTML loads or preloads, as opposed to those imported later on demand.
  const referencedByHtml = [...(html ?? "").matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(
    (match) => new URL(match[1] ?? "", site).href,
  );
  const sized = await Promise.all(
    responses.map(async (response) => {
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
    sized.filter(({ url }) => matches(url)).reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
  const firstLoad = {
    html: kilobytes((url) => pathOf(url) === "/"),
    css: kilobytes((url) => pathOf(url).endsWith(".css")),
    ownJavaScript: kilobytes(
      (url) => isScript(url) && referencedByHtml.includes(url) && !isFrameworkChunk(url),
    ),
    framework: kilobytes((url) => referencedByHtml.includes(url) && isFrameworkChunk(url)),
    // The headings' face (docs/design.md, "Type"): not on the first paint's path, but downloaded.
    font: kilobytes((url) => pathOf(url).endsWith(".woff2")),
  };
  const onDemand = kilobytes((url) => isScript(url) && !referencedByHtml.includes(url));
  const consentBanner = kilobytes(isConsentChunk);
  test.info().annotations.push({
    type: "KB gzip",
    description:
      `first load: HTML ${rounded(firstLoad.html)} (its styles alone ${rounded(stylesKB)}), ` +
      `CSS fetched ${rounded(firstLoad.css)}, ` +
      `JavaScript: our own ${rounded(firstLoad.ownJavaScript)}, the framework ${rounded(firstLoad.framework)}, ` +
      `font ${rounded(firstLoad.font)}; ` +
      `JavaScript on demand: ${rounded(onDemand)}, ` +
      `of which the consent banner ${rounded(consentBanner)}`,
  });

  expect(firstLoad.ownJavaScript, "none of our own scripts was measured").toBeGreaterThan(0);
  expect(firstLoad.framework, "the framework chunk was measured").toBeGreaterThan(0);
  expect(stylesKB, "the HTML holds the site's styles").toBeGreaterThan(1);
  expect.soft(firstLoad.html, "HTML (KB gzip)").toBeLessThanOrEqual(budgetKB.html);
  expect.soft(firstLoad.css, "CSS (KB gzip)").toBeLessThanOrEqual(budgetKB.css);
  expect(firstLoad.font, "the headings' font was measured").toBeGreaterThan(0);
  expect.soft(firstLoad.font, "the headings' font (KB)").toBeLessThanOrEqual(budgetKB.font);
  expect
    .soft(firstLoad.ownJavaScript, "our own first-load JavaScript (KB gzip)")
    .toBeLessThanOrEqual(budgetKB.ownJavaScript);
  expect
    .soft(firstLoad.framework, "the framework chunk (KB gzip): raise its ceiling only on purpose")
    .toBeLessThanOrEqual(budgetKB.framework);
  expect(consentBanner, "the consent banner's chunks were measured").toBeGreaterThan(0);
  expect
    .soft(consentBanner, "the consent banner, loaded after the first paint (KB gzip)")
    .toBeLessThanOrEqual(budgetKB.consent);
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
