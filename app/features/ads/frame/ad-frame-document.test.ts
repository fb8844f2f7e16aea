import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { adFrameDocument, adTags } from "./ad-frame-document.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

describe("the ad frame document", () => {
  const frameScript = 'runAdFrame(window, document.currentScript, "<b>")';
  const text = { language: "de", title: "Anzeige" };

  it("is in the site's language, titled with its ad label", () => {
    const { document } = new JSDOM(adFrameDocument(shippedAds, frameScript, text)).window;
    expect([document.documentElement.lang, document.title]).toEqual(["de", "Anzeige"]);
  });

  it("holds one script, the frame's own, inline and given the configured tags", () => {
    const html = adFrameDocument(shippedAds, frameScript, text);
    const scripts = new JSDOM(html).window.document.querySelectorAll("script");
    expect([...scripts].map((script) => [script.src, script.text, { ...script.dataset }])).toEqual([
      ["", frameScript, adTags(shippedAds)],
    ]);
    expect(html).toMatch(/<\/script>\s*<\/body>/);
  });

  it("refuses a script that would end its element early", () => {
    for (const script of ['document.write("</script>")', "a = '<!--'"]) {
      expect(() => adFrameDocument(shippedAds, script, text)).toThrow(/would end it early/);
    }
  });

  it("turns a short-form URL into a script tag, and keeps a pasted tag as it is", () => {
    const pasted =
      '<div class="net-slot" data-zone="{bannerId}"></div><script async src="https://net.example/loader.js"></script>';
    expect(adTags({ ...shippedAds, bannerScriptUrl: undefined, bannerTag: pasted })).toEqual({
      bannerTag: pasted,
      extraTag: `<script src="${shippedAds.extraScriptUrl}"></script>`,
    });
  });

  it("keeps a URL inside its script's src, and a tag inside its attribute", () => {
    const extraScriptUrl = 'https://tags.example.net/tag.js?a=1&b="><script>alert(1)</script>';
    expect(adTags({ ...shippedAds, extraScriptUrl }).extraTag).toBe(
      '<script src="https://tags.example.net/tag.js?a=1&amp;b=&quot;>&lt;script>alert(1)&lt;/script>"></script>',
    );
    const html = adFrameDocument(
      { ...shippedAds, extraScriptUrl: undefined, extraTag: '<script>a="</script>"</script>' },
      frameScript,
      text,
    );
    expect(html).toContain('data-extra-tag="&lt;script>a=&quot;&lt;/script>&quot;&lt;/script>"');
  });
});
