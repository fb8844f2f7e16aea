import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { adFrameFile } from "./ad-frame-plugin.ts";
import {
  type BuiltDocument,
  finishDocument,
  finishDocuments,
  type HtmlTransform,
  htmlTransforms,
} from "./html-pipeline.ts";
import { serializePolicy } from "./security-headers.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

// What React Router 8 pre-renders: module preloads in the head, the hydration module at the end.
const reactRouterPage =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="modulepreload" href="/assets/root-1.js"/>' +
  "<title>Fungi</title></head><body><main>Mushrooms</main><script>window.__reactRouterContext = {};</script>" +
  '<script type="module" async="">import * as route0 from "/assets/root-1.js";</script></body></html>';
const adFrame =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>Advertisement</title></head>' +
  '<body><script data-banner-tag="&lt;script src=&quot;https://ads.example.org/b.js&quot;>&lt;/script>">runAdFrame()</script></body></html>';

const page: BuiltDocument = { file: "about.html", kind: "page", html: reactRouterPage };

/** The hash of every inline script in the HTML, as a browser's parser reads them. */
function parsedScriptHashes(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")].map((script) =>
    sha256(script.text),
  );
}

const metaPolicy = (html: string) =>
  new JSDOM(html).window.document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute("content");

describe("finishDocument", () => {
  it("allows every inline script of the finished page, the ones the transforms wrote included", () => {
    const finished = finishDocument(page, siteConfig);
    const hashes = parsedScriptHashes(finished.html);
    // React Router's context, the script showing the page's URL, the inert hydration module and
    // the loader that runs it.
    expect(hashes).toHaveLength(4);
    expect(finished.policy["script-src"]).toEqual(expect.arrayContaining(hashes));
    expect(metaPolicy(finished.html)).toBe(serializePolicy(finished.policy, { forMeta: true }));
  });

  it("works out the policy after the last transform, whatever the list holds", () => {
    const consentBanner: HtmlTransform = {
      name: "consent banner",
      appliesTo: ["page"],
      transform: (html) => html.replace("</body>", "<script>showConsent()</script></body>"),
    };
    const finished = finishDocument(page, siteConfig, [...htmlTransforms, consentBanner]);
    expect(finished.policy["script-src"]).toContain(sha256("showConsent()"));
  });

  it("applies the transforms in the order of the list", () => {
    const append = (mark: string): HtmlTransform => ({
      name: mark,
      appliesTo: ["page"],
      transform: (html) => html.replace("</main>", `${mark}</main>`),
    });
    const finished = finishDocument(page, siteConfig, [append("first"), append("second")]);
    expect(finished.html).toContain("firstsecond</main>");
  });

  it("gives the ad frame its own policy and leaves it to the transforms that apply to it", () => {
    const finished = finishDocument(
      { file: "ad-frame.html", kind: "ad-frame", html: adFrame },
      siteConfig,
    );
    expect(finished.policy["frame-ancestors"]).toEqual(["'self'"]);
    // A hash beside 'unsafe-inline' would turn it off for the tags' inline scripts.
    expect(finished.policy["script-src"]).toContain("'unsafe-inline'");
    expect(finished.policy["script-src"]?.filter((source) => source.startsWith("'sha"))).toEqual(
      [],
    );
    expect(finished.html).not.toContain("deferred-hydration");
  });

  it("names the file and the step when a step fails", () => {
    const broken = { ...page, html: "<!DOCTYPE html><html><body></body></html>" };
    expect(() => finishDocument(broken, siteConfig)).toThrow(
      /^about\.html: show the page's URL: React Router's hydration script/,
    );
  });
});

describe("finishDocuments", () => {
  it("finishes every HTML file of the site in place and returns each one's policy", async () => {
    const site = await mkdtemp(join(tmpdir(), "site-"));
    await mkdir(join(site, "about"));
    await Promise.all([
      writeFile(join(site, "index.html"), reactRouterPage),
      writeFile(join(site, "about", "index.html"), reactRouterPage),
      writeFile(join(site, adFrameFile), adFrame),
      writeFile(join(site, "robots.txt"), "User-agent: *\n"),
    ]);
    const documents = await finishDocuments(site, siteConfig);

    expect(documents.map(({ file, kind }) => `${file} ${kind}`).toSorted()).toEqual([
      "about/index.html page",
      "ad-frame.html ad-frame",
      "index.html page",
    ]);
    for (const { file, html } of documents) {
      expect(await readFile(join(site, file), "utf8")).toBe(html);
    }
    expect(await readFile(join(site, "robots.txt"), "utf8")).toBe("User-agent: *\n");
  });
});
