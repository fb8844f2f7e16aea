import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { hideAdsWithoutJavaScript } from "./hide-ads-without-javascript.ts";

describe("hideAdsWithoutJavaScript", () => {
  it("hides the ads' landmarks only when scripts do not run", () => {
    const html = hideAdsWithoutJavaScript(
      '<html><head><title>T</title></head><body><aside><figure data-banner-id="1"></figure></aside></body></html>',
    );
    // JSDOM runs no scripts by default, so it parses <noscript> as browsers without JavaScript do.
    const { document } = new JSDOM(html).window;
    const style = document.head.querySelector("noscript > style");
    expect(style?.textContent).toBe(
      "aside:has([data-banner-id],[data-ad-script-slot]){display:none}",
    );
    expect(document.querySelector("aside")?.matches("aside:has([data-banner-id])")).toBe(true);
  });
});
