import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { adFrameDocument } from "./ad-frame-document.ts";

describe("the ad frame document", () => {
  it("has no inline script: only the frame script, given the configured URLs", () => {
    const html = adFrameDocument(siteConfig.ads);
    expect(html.match(/<script[^>]*>/g)).toEqual([
      `<script src="/ad-frame.js" data-banner-script-url="${siteConfig.ads.bannerScriptUrl}" data-extra-script-url="${siteConfig.ads.extraScriptUrl}">`,
    ]);
    expect(html).toMatch(/<\/script>\s*<\/body>/);
  });

  it("keeps a URL inside its attribute", () => {
    const html = adFrameDocument({
      ...siteConfig.ads,
      extraScriptUrl: 'https://tags.example.net/tag.js?a=1&b="><script>alert(1)</script>',
    });
    expect(html).toContain(
      'data-extra-script-url="https://tags.example.net/tag.js?a=1&amp;b=&quot;>&lt;script>alert(1)&lt;/script>"',
    );
  });
});
