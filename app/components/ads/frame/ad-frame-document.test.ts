import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { adFrameDocument, adTags } from "./ad-frame-document.ts";

describe("the ad frame document", () => {
  it("has no inline script: only the frame script, given the configured tags", () => {
    const html = adFrameDocument(siteConfig.ads);
    const url = "https://fungi-atlas.example.com/ad-frame";
    const scripts = new JSDOM(html, { url }).window.document.querySelectorAll("script");
    expect([...scripts].map((script) => [script.src, script.text, { ...script.dataset }])).toEqual([
      ["https://fungi-atlas.example.com/ad-frame.js", "", adTags(siteConfig.ads)],
    ]);
    expect(html).toMatch(/<\/script>\s*<\/body>/);
  });

  it("loads its script from beside it, also for a site under a path", () => {
    const url = "https://user.github.io/fungi-atlas/ad-frame";
    const dom = new JSDOM(adFrameDocument(siteConfig.ads), { url });
    expect(dom.window.document.querySelector("script")?.src).toBe(
      "https://user.github.io/fungi-atlas/ad-frame.js",
    );
  });

  it("turns a short-form URL into a script tag, and keeps a pasted tag as it is", () => {
    const pasted =
      '<div class="net-slot" data-zone="{bannerId}"></div><script async src="https://net.example/loader.js"></script>';
    expect(adTags({ ...siteConfig.ads, bannerScriptUrl: undefined, bannerTag: pasted })).toEqual({
      bannerTag: pasted,
      extraTag: `<script src="${siteConfig.ads.extraScriptUrl}"></script>`,
    });
  });

  it("keeps a URL inside its script's src, and a tag inside its attribute", () => {
    const extraScriptUrl = 'https://tags.example.net/tag.js?a=1&b="><script>alert(1)</script>';
    expect(adTags({ ...siteConfig.ads, extraScriptUrl }).extraTag).toBe(
      '<script src="https://tags.example.net/tag.js?a=1&amp;b=&quot;>&lt;script>alert(1)&lt;/script>"></script>',
    );
    const html = adFrameDocument({
      ...siteConfig.ads,
      extraScriptUrl: undefined,
      extraTag: '<script>a="</script>"</script>',
    });
    expect(html).toContain('data-extra-tag="&lt;script>a=&quot;&lt;/script>&quot;&lt;/script>"');
  });
});
