import { createHash } from "node:crypto";
import { h } from "hastscript";
import { select } from "hast-util-select";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import {
  prerenderedPage,
  prerenderedSiteFiles,
  readPrerenderedFile,
} from "#tests/fixtures/prerendered-pages.ts";
import { adFramePolicy } from "#app/features/ads/ad-frame-policy.ts";
import { serializePolicy } from "../policy/content-security-policy.ts";
import { featureSources } from "../policy/feature-sources.ts";
import type { DocumentStep } from "./document-step.ts";
import { documentSteps, finishDocument } from "./finish-document.ts";
import { shippedWithAds } from "#tests/fixtures/shipped-ads.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const sources = featureSources(siteConfig);
const home = { file: "index.html", html: await prerenderedPage("index.html") };
const adFrame = {
  file: "ad-frame.html",
  html: await readPrerenderedFile("ad-frame.html"),
  ownPolicy: adFramePolicy(shippedWithAds),
};

/** The hash of every inline script in the HTML, as a browser's parser reads them. */
function parsedScriptHashes(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")]
    .filter((script) => !script.type.endsWith("json"))
    .map((script) => sha256(script.text));
}

/** What a visitor reads: the body's text, the build's scripts left out. */
function visibleText(html: string) {
  const { body } = new JSDOM(html).window.document;
  for (const script of body.querySelectorAll("script")) script.remove();
  return body.textContent;
}

/** A step that adds `mark` at the end of the page's main content. */
const append = (mark: string): DocumentStep => ({
  name: mark,
  change: (tree) => select("main", tree)?.children.push({ type: "text", value: mark }),
});

const script = (html: string) =>
  new JSDOM(html).window.document.querySelector<HTMLScriptElement>("script[data-banner-tag]");

const metaPolicy = (html: string) =>
  new JSDOM(html).window.document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute("content");

describe("finishDocument, on the pre-rendered home page", () => {
  const finished = finishDocument(home, siteConfig, sources, prerenderedSiteFiles);

  it("allows every inline script of the finished page, the ones the steps wrote included", () => {
    const hashes = parsedScriptHashes(finished.html);
    // React Router's context and scroll restoration, the script showing the page's URL, the
    // inert hydration module and the loader that runs it.
    expect(hashes.length).toBeGreaterThanOrEqual(4);
    expect(finished.policy["script-src"]).toEqual(expect.arrayContaining(hashes));
    expect(metaPolicy(finished.html)).toBe(serializePolicy(finished.policy, { forMeta: true }));
  });

  it("puts the policy right after the charset, before any script", () => {
    const { head } = new JSDOM(finished.html).window.document;
    expect(head.children[0]?.getAttribute("charset")).toBe("utf-8");
    expect(head.children[1]?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
  });

  it("keeps the page's text and elements as React rendered them", () => {
    expect(visibleText(finished.html)).toBe(visibleText(home.html));
    const { document } = new JSDOM(finished.html).window;
    expect(document.title).toBe(new JSDOM(home.html).window.document.title);
    expect(
      finished.html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>'),
    ).toBe(true);
  });

  it("works out the policy after the last step, whatever the list holds", () => {
    const consentBanner: DocumentStep = {
      name: "consent banner",
      change: (tree) => select("body", tree)?.children.push(h("script", "showConsent()")),
    };
    const withBanner = finishDocument(home, siteConfig, sources, prerenderedSiteFiles, [
      ...documentSteps,
      consentBanner,
    ]);
    expect(withBanner.policy["script-src"]).toContain(sha256("showConsent()"));
  });

  it("applies the steps in the order of the list", () => {
    const marked = finishDocument(home, siteConfig, sources, prerenderedSiteFiles, [
      append("first"),
      append("second"),
    ]);
    expect(marked.html).toContain("firstsecond</main>");
  });

  it("names the file and the step when a step fails", () => {
    const broken = {
      ...home,
      file: "about.html",
      html: "<!DOCTYPE html><html><body></body></html>",
    };
    expect(() => finishDocument(broken, siteConfig, sources)).toThrow(
      /^about\.html: show the page's URL: the page has no script in its head/,
    );
  });
});

describe("finishDocument, on the ad frame", () => {
  const finished = finishDocument(adFrame, siteConfig, sources);

  it("gives the ad frame its own policy and leaves it to the steps that apply to it", () => {
    expect(finished.policy["frame-ancestors"]).toEqual(["'self'"]);
    // A hash beside 'unsafe-inline' would turn it off for the tags' inline scripts.
    expect(finished.policy["script-src"]).toContain("'unsafe-inline'");
    expect(finished.policy["script-src"]?.some((source) => source.startsWith("'sha"))).toBe(false);
    expect(finished.html).not.toContain("deferred-hydration");
    expect(metaPolicy(finished.html)).toBe(serializePolicy(finished.policy, { forMeta: true }));
  });

  it("keeps the tags the frame writes, as the browser reads them", () => {
    expect(script(finished.html)?.dataset).toEqual(script(adFrame.html)?.dataset);
    expect(script(finished.html)?.text).toBe(script(adFrame.html)?.text);
  });
});
