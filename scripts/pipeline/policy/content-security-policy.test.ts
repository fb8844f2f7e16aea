import { createHash } from "node:crypto";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { adFramePolicy } from "#app/features/ads/ad-frame-policy.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteConfig } from "#app/config/site.ts";
import { parseDocument, serializeDocument } from "../document/tree.ts";
import { inlineScriptHashes, pagePolicy, serializePolicy } from "./content-security-policy.ts";
import { featureSources } from "./feature-sources.ts";
import { shippedAds, shippedWithAds } from "#tests/fixtures/shipped-ads.ts";

/** The policy of a page with these inline scripts, for a configuration. */
const policyOf = (config: SiteConfig, hashes: readonly string[]) =>
  pagePolicy(featureSources(config), hashes);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const page = (scripts: string) =>
  parseDocument(
    `<!DOCTYPE html><html><head><meta charset="utf-8"/><title>t</title></head><body>${scripts}</body></html>`,
  );

describe("pagePolicy", () => {
  const policy = policyOf(siteConfig, ["'sha256-abc'"]);

  it("lets the form vendor's script run, and no other third party's, and the search compile its WebAssembly", () => {
    expect(policy["script-src"]).toEqual([
      "'self'",
      "'sha256-abc'",
      "https://forms.example.com",
      "'wasm-unsafe-eval'",
    ]);
  });

  it("frames the ad slots (same site), the blog's feed and the contact form", () => {
    expect(policy["frame-src"]).toEqual([
      "'self'",
      "https://board.example.com",
      "https://forms.example.com",
    ]);
  });

  it("follows the configuration: a new host appears, the one it replaced does not", () => {
    const config = structuredClone(siteConfig);
    config.embeds.blogFeedUrl = "https://photos.example.net/board/feed";
    const changed = serializePolicy(policyOf(config, []));
    expect(changed).toContain(
      "frame-src 'self' https://photos.example.net https://forms.example.com;",
    );
    expect(changed).not.toContain("board.example.com");
  });

  it("lets the TCF consent platform in only in mode tcf", () => {
    const cmpUrl = "https://cmp.example.com/cmp.js";
    const tcf: SiteConfig = {
      ...siteConfig,
      consent: { mode: "tcf", regions: "europe", cmpScriptUrl: cmpUrl },
    };
    const withCmp = policyOf(tcf, []);
    expect(withCmp["script-src"]).toContain("https://cmp.example.com");
    expect(withCmp["connect-src"]).toContain("https://cmp.example.com");
    expect(withCmp["frame-src"]).toContain("https://cmp.example.com");
    expect(serializePolicy(policy)).not.toContain("cmp.example.com");
  });

  it("lets the site's own service worker and web app manifest load, and no other's", () => {
    expect(policy["worker-src"]).toEqual(["'self'"]);
    expect(policy["manifest-src"]).toEqual(["'self'"]);
  });

  it("lets the pages only ask the ad hosts whether they answer: ads run only in their frame", () => {
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://ads.example.org",
      "https://tags.example.net",
    ]);
    const { "connect-src": _probes, ...others } = policy;
    const serialized = serializePolicy(others);
    expect(serialized).not.toContain("ads.example.org");
    expect(serialized).not.toContain("tags.example.net");
  });

  it("denies everything else, framing included, and never allows eval or inline scripts", () => {
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(serializePolicy(policy)).not.toContain("'unsafe-eval'");
  });
});

describe("adFramePolicy", () => {
  const policy = adFramePolicy(shippedWithAds);
  const withFrameOrigin = {
    ...shippedWithAds,
    ads: { ...shippedAds, frameOrigin: "https://ads.fungi-atlas.example.com" },
  };

  it("lets ad chains run: scripts from any https host, inline and eval'd, never plain http", () => {
    expect(policy["script-src"]).toEqual(["'self'", "https:", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(serializePolicy(policy)).not.toMatch(/\bhttp:/);
  });

  it("may be framed by the site's own pages only", () => {
    expect(policy["frame-ancestors"]).toEqual(["'self'"]);
    // Served from the frame origin, the frame's "self" is not the site.
    expect(adFramePolicy(withFrameOrigin)["frame-ancestors"]).toEqual([siteConfig.url]);
  });

  it("is the pages' frame source: the site itself, or the frame origin when there is one", () => {
    expect(policyOf(siteConfig, [])["frame-src"]?.[0]).toBe("'self'");
    expect(policyOf(withFrameOrigin, [])["frame-src"]?.[0]).toBe(
      "https://ads.fungi-atlas.example.com",
    );
    expect(policyOf(withFrameOrigin, [])["frame-src"]).not.toContain("'self'");
  });
});

describe("serializePolicy", () => {
  it("writes directives in order, and leaves frame-ancestors out of a meta policy", () => {
    const policy = { "default-src": ["'none'"], "frame-ancestors": ["'none'"] };
    expect(serializePolicy(policy)).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(serializePolicy(policy, { forMeta: true })).toBe("default-src 'none'");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts that run, once each", () => {
    const html = page(
      "<script>window.a = 1;</script><script type=\"module\">import('/x.js');</script><script>window.a = 1;</script>",
    );
    expect(inlineScriptHashes(html)).toEqual([sha256("window.a = 1;"), sha256("import('/x.js');")]);
  });

  it("hashes inert scripts too, which the build's loaders run as they are", () => {
    const html = page('<script type="text/x-deferred-module">import("/entry.js");</script>');
    expect(inlineScriptHashes(html)).toEqual([sha256('import("/entry.js");')]);
  });

  it("skips external scripts and JSON-LD data, which need no hash", () => {
    const html = page(
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"WebSite"}</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes the text a browser parses, as JSDOM reads it", () => {
    const html = page(
      [
        // React Router's markup: scripts with and without attributes, JSON-LD, a comment.
        '<script type="application/ld+json">{"name":"a"}</script><!-- <script>commented()</script> -->',
        "<script>window.__reactRouterContext = {};</script>",
        '<script type="module" async="">import "/assets/manifest.js";\n</script>',
        // What other steps may write: other quoting and case, ">" in a value, CR LF line ends.
        "<SCRIPT data-note='a > b' TYPE=Module>run(1);\r\nrun(2);\rrun(3);</SCRIPT >",
        '<script type=" text/JavaScript ">legacy()</script><script src="/a.js" async></script>',
        '<script-tag>not a script</script-tag><script type="text/plain" data-consent="ads">later()</script>',
      ].join(""),
    );
    const { document } = new JSDOM(serializeDocument(html)).window;
    const parsed = [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")]
      .filter((script) => !script.type.endsWith("json"))
      .map((script) => sha256(script.text));
    expect(parsed).toHaveLength(5);
    expect(inlineScriptHashes(html)).toEqual(parsed);
  });
});
