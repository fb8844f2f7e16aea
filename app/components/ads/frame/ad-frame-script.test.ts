import { type DOMWindow, JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { adFramePath } from "../ad-frame.ts";
import { withBannerId } from "../banner-id.ts";
import { adFrameDocument } from "./ad-frame-document.ts";
import { type AdFrameWindow, runAdFrame } from "./ad-frame-script.ts";

const bannerId = Object.values(siteConfig.ads.slots).flat()[0]?.bannerId ?? "";

/**
 * Runs the frame's script in its document at `query`: in an opaque origin as in a slot's sandboxed
 * frame, or in the site's own origin as when the URL is opened directly. Returns what the script
 * wrote into the document and what it logged.
 */
function openAdFrame(query: string, { sandboxed = true, ads = siteConfig.ads } = {}) {
  const { window } = new JSDOM(adFrameDocument(ads), {
    url: new URL(`${adFramePath}${query}`, siteConfig.url).href,
  });
  if (sandboxed) vi.spyOn(window, "origin", "get").mockReturnValue("null");
  const written: string[] = [];
  vi.spyOn(window.document, "write").mockImplementation((...markup) => {
    written.push(markup.join(""));
  });
  const warnings = vi.spyOn(window.console, "warn").mockImplementation(() => {});
  runAdFrame(window as unknown as AdFrameWindow, window.document.querySelector("script"));
  return { frame: window, written, warnings };
}

/** The sources of the scripts written into the frame, read as the browser parses them. */
const writtenScripts = (written: string[]) =>
  [...JSDOM.fragment(written.join("")).children].map((element) => ({
    tag: element.localName,
    src: element.getAttribute("src"),
  }));

/** Dispatches what the ad's code throws; true if it would reach the page as an uncaught error. */
function adThrows(frame: DOMWindow, event: Event): boolean {
  return frame.dispatchEvent(event);
}

describe("the ad frame's script, in a slot's sandboxed frame", () => {
  it("writes the network's script for the banner the URL names, on a transparent, flush page", () => {
    const { frame, written } = openAdFrame(`?banner=${bannerId}`);
    expect(writtenScripts(written)).toEqual([
      { tag: "script", src: withBannerId(siteConfig.ads.bannerScriptUrl, bannerId) },
    ]);
    expect(frame.document.body.style.backgroundColor).toBe("transparent");
    expect(frame.document.body.style.margin).toBe("0px");
  });

  it("writes the extra ad script for ?extra", () => {
    const { written } = openAdFrame("?extra");
    expect(writtenScripts(written)).toEqual([
      { tag: "script", src: siteConfig.ads.extraScriptUrl },
    ]);
  });

  it("keeps a configured URL with quotes and ampersands inside the script's src", () => {
    const extraScriptUrl = 'https://tags.example.net/tag.js?a=1&b="><img src=x onerror=alert(1)>';
    const { written } = openAdFrame("?extra", { ads: { ...siteConfig.ads, extraScriptUrl } });
    expect(writtenScripts(written)).toEqual([{ tag: "script", src: extraScriptUrl }]);
  });

  it("loads nothing for a malformed banner id", () => {
    const { frame, written } = openAdFrame('?banner=1"><img src=x onerror=alert(1)>');
    expect(written).toEqual([]);
    expect(frame.document.body.getAttribute("style")).toBeNull();
  });

  it("keeps what the ad throws in the frame, as an 'Ad script error:' warning", () => {
    const { frame, warnings } = openAdFrame(`?banner=${bannerId}`);
    const error = new frame.ErrorEvent("error", { message: "creative failed", cancelable: true });
    expect(adThrows(frame, error)).toBe(false);
    const rejection = new frame.PromiseRejectionEvent("unhandledrejection", {
      promise: new Promise(() => {}),
      reason: "no fill",
      cancelable: true,
    });
    expect(adThrows(frame, rejection)).toBe(false);
    expect(warnings.mock.calls).toEqual([
      ["Ad script error:", "creative failed"],
      ["Ad script error:", "no fill"],
    ]);
  });
});

describe("the ad frame's script, outside a sandbox", () => {
  it("refuses to run in the site's own origin: no ad, no change to the page or its errors", () => {
    for (const query of [`?banner=${bannerId}`, "?extra"]) {
      const { frame, written, warnings } = openAdFrame(query, { sandboxed: false });
      expect(written).toEqual([]);
      expect(frame.document.body.getAttribute("style")).toBeNull();
      const error = new frame.ErrorEvent("error", { message: "site bug", cancelable: true });
      expect(adThrows(frame, error)).toBe(true);
      expect(warnings).not.toHaveBeenCalled();
    }
  });
});
