// @vitest-environment jsdom
import { type DOMWindow, JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteConfig } from "#app/config/site.ts";
import { adFrameSrc } from "../ad-frame.ts";
import { noFillAfterMs } from "../ad-state.ts";
import { withBannerId } from "../banner-id.ts";
import { adFrameDocument } from "./ad-frame-document.ts";
import { type AdFrameWindow, runAdFrame } from "./ad-frame-script.ts";
import { installStorageShims } from "./storage-shims.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

const bannerId = Object.values(shippedAds.slots).flat()[0]?.bannerId ?? "";
const placement = { pageUrl: `${siteConfig.url}/about`, width: 300, height: 250 };
const bannerQuery = adFrameSrc({ bannerId }, placement).replace(/^[^?]*/, "");
const extraQuery = adFrameSrc("extra-script", placement).replace(/^[^?]*/, "");

/** Where the frame is: in a slot's opaque frame, in a slot's frame on a frame origin, or not isolated. */
type Setting =
  "opaque slot" | "frame-origin slot" | "opened directly" | "framed in the site's origin";

/**
 * Runs the frame's script in its document at `query`, as in `setting`. Returns what the script
 * wrote into the document, what it logged and what it posted to the page.
 */
function openAdFrame(
  query: string,
  {
    setting = "opaque slot",
    ads = shippedAds,
  }: { setting?: Setting; ads?: SiteConfig["ads"] } = {},
) {
  // JSDOM runs no script of the document: the test calls runAdFrame with its element below.
  const { window } = new JSDOM(
    adFrameDocument(ads, "/* the frame's bundled script */", {
      language: "en",
      title: "Advertisement",
    }),
    {
      url: new URL(`/ad-frame${query}`, siteConfig.url).href,
    },
  );
  const posted: unknown[] = [];
  const page = {
    postMessage: (message: unknown) => posted.push(message),
    get document(): Document {
      if (setting === "framed in the site's origin") return window.document;
      throw new window.DOMException(
        "Blocked a frame from accessing a cross-origin frame.",
        "SecurityError",
      );
    },
  };
  if (setting !== "opened directly")
    vi.spyOn(window, "parent", "get").mockReturnValue(page as unknown as Window);
  if (setting === "opaque slot") vi.spyOn(window, "origin", "get").mockReturnValue("null");
  const written: string[] = [];
  vi.spyOn(window.document, "write").mockImplementation((...markup) => {
    written.push(markup.join(""));
  });
  const warnings = vi.spyOn(window.console, "warn").mockImplementation(() => {});
  runAdFrame(window as unknown as AdFrameWindow, window.document.querySelector("script"));
  return { frame: window as unknown as AdFrameWindow & DOMWindow, written, warnings, posted };
}

/** The elements written into the frame, as the browser parses them. */
const writtenElements = (written: string[]) =>
  [...JSDOM.fragment(written.join("")).children].map((element) => ({
    tag: element.localName,
    src: element.getAttribute("src"),
    text: element.textContent,
  }));

/** Dispatches what the ad's code throws; true if it would reach the page as an uncaught error. */
function adThrows(frame: DOMWindow, event: Event): boolean {
  return frame.dispatchEvent(event);
}

describe("the ad frame's script, in a slot's sandboxed frame", () => {
  it("writes the network's script for the banner the URL names, on a transparent, flush page", () => {
    const { frame, written } = openAdFrame(bannerQuery);
    expect(writtenElements(written)).toEqual([
      {
        tag: "script",
        src: withBannerId(shippedAds.bannerScriptUrl ?? "", bannerId),
        text: "",
      },
    ]);
    expect(frame.document.body.style.backgroundColor).toBe("transparent");
    expect(frame.document.body.style.margin).toBe("0px");
  });

  it("writes the extra ad script for ?extra", () => {
    const { written } = openAdFrame(extraQuery);
    expect(writtenElements(written)).toEqual([
      { tag: "script", src: shippedAds.extraScriptUrl, text: "" },
    ]);
  });

  it("writes a pasted tag as the network gave it, inline script included, with the banner id", () => {
    const bannerTag =
      "<script>atOptions = { key: '{bannerId}', width: 300, height: 250 }</script><script src=\"https://net.example/{bannerId}/invoke.js\"></script>";
    const { written } = openAdFrame(bannerQuery, {
      ads: { ...shippedAds, bannerScriptUrl: undefined, bannerTag },
    });
    expect(writtenElements(written)).toEqual([
      {
        tag: "script",
        src: null,
        text: `atOptions = { key: '${bannerId}', width: 300, height: 250 }`,
      },
      { tag: "script", src: `https://net.example/${bannerId}/invoke.js`, text: "" },
    ]);
  });

  it("keeps a configured URL with quotes and ampersands inside the script's src", () => {
    const extraScriptUrl = 'https://tags.example.net/tag.js?a=1&b="><img src=x onerror=alert(1)>';
    const { written } = openAdFrame(extraQuery, { ads: { ...shippedAds, extraScriptUrl } });
    expect(writtenElements(written)).toEqual([{ tag: "script", src: extraScriptUrl, text: "" }]);
  });

  it("loads nothing for a malformed banner id", () => {
    const { frame, written, posted } = openAdFrame('?banner=1"><img src=x onerror=alert(1)>');
    expect(written).toEqual([]);
    expect(posted).toEqual([]);
    expect(frame.document.body.getAttribute("style")).toBeNull();
  });

  it("tells the ad its page, banner id and size as window.adContext, and the page that it loads", () => {
    const { frame, posted } = openAdFrame(bannerQuery);
    expect(frame.adContext).toEqual({ ...placement, bannerId });
    expect(Object.isFrozen(frame.adContext)).toBe(true);
    expect(openAdFrame(extraQuery).frame.adContext).toEqual(placement);
    expect(posted).toEqual([{ adFrameState: "loading" }]);
  });

  it("keeps what the ad throws in the frame, as an 'Ad script error:' warning, and reports it failed", () => {
    const { frame, warnings, posted } = openAdFrame(bannerQuery);
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
    expect(posted.at(-1)).toEqual({ adFrameState: "failed" });
  });

  it("reports a script of the ad that fails to load", () => {
    const { frame, posted } = openAdFrame(bannerQuery);
    const script = frame.document.createElement("script");
    frame.document.body.append(script);
    script.dispatchEvent(new frame.Event("error"));
    expect(posted).toEqual([{ adFrameState: "loading" }, { adFrameState: "failed" }]);
  });
});

/** Lays the frame's body out as `height` px tall, as the browser measures it. */
const layOut = (frame: AdFrameWindow, height: number) =>
  vi
    .spyOn(frame.document.body, "getBoundingClientRect")
    .mockReturnValue(new DOMRect(0, 0, 300, height));

describe("how the ad is doing, as the frame tells the page", () => {
  it("reports the ad filled when it draws, measured from the document, not from rendering", async () => {
    // Off screen, a browser renders no cross-origin frame, so nothing but the document can tell.
    const { frame, posted } = openAdFrame(bannerQuery);
    layOut(frame, 0);
    frame.document.body.append(frame.document.createElement("script"));
    await Promise.resolve();
    expect(posted).toEqual([{ adFrameState: "loading" }]);
    layOut(frame, 250);
    frame.document.body.append(frame.document.createElement("div"));
    await Promise.resolve();
    expect(posted).toEqual([{ adFrameState: "loading" }, { adFrameState: "filled" }]);
  });

  it("reports it filled when an image of the ad loads and gives it its height", () => {
    const { frame, posted } = openAdFrame(bannerQuery);
    const image = frame.document.createElement("img");
    frame.document.body.append(image);
    layOut(frame, 250);
    image.dispatchEvent(new frame.Event("load"));
    expect(posted.at(-1)).toEqual({ adFrameState: "filled" });
  });

  it("reports no fill when nothing is drawn after a while, and filled if it was, however drawn", () => {
    vi.useFakeTimers();
    try {
      const empty = openAdFrame(bannerQuery);
      const drawnByStyle = openAdFrame(bannerQuery);
      layOut(empty.frame, 0);
      layOut(drawnByStyle.frame, 250);
      vi.advanceTimersByTime(noFillAfterMs);
      expect(empty.posted).toEqual([{ adFrameState: "loading" }, { adFrameState: "no-fill" }]);
      expect(drawnByStyle.posted).toEqual([
        { adFrameState: "loading" },
        { adFrameState: "filled" },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not call a failed ad's slot no fill", () => {
    vi.useFakeTimers();
    try {
      const { frame, posted } = openAdFrame(bannerQuery);
      frame.dispatchEvent(new frame.ErrorEvent("error", { message: "x", cancelable: true }));
      vi.advanceTimersByTime(noFillAfterMs);
      expect(posted).toEqual([{ adFrameState: "loading" }, { adFrameState: "failed" }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("storage in the opaque frame", () => {
  it("gives the ad a working in-memory document.cookie for the frame's lifetime", () => {
    const { frame } = openAdFrame(bannerQuery);
    frame.document.cookie = "uid=abc; path=/; max-age=86400";
    frame.document.cookie = "seen=1";
    expect(frame.document.cookie).toBe("uid=abc; seen=1");
    frame.document.cookie = "uid=abc; max-age=0";
    frame.document.cookie = `seen=; expires=${new Date(0).toUTCString()}`;
    expect(frame.document.cookie).toBe("");
    expect(openAdFrame(bannerQuery).frame.document.cookie).toBe("");
  });

  it("gives it working localStorage and sessionStorage, methods and properties alike", () => {
    const { frame } = openAdFrame(bannerQuery);
    for (const storage of [frame.localStorage, frame.sessionStorage]) {
      storage.setItem("cap", "1");
      storage["other"] = "2";
      expect(storage.getItem("cap")).toBe("1");
      expect(storage["other"]).toBe("2");
      expect([storage.length, storage.key(0)]).toEqual([2, "cap"]);
      storage.removeItem("cap");
      delete storage["other"];
      expect(storage.getItem("cap")).toBeNull();
      expect(storage.length).toBe(0);
    }
    frame.localStorage.setItem("only", "local");
    expect(frame.sessionStorage.getItem("only")).toBeNull();
  });

  it("stands in for a storage the browser denies a frame on a frame origin, and only that one", () => {
    const { window } = new JSDOM("", { url: "https://ads.example.com/ad-frame" });
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new window.DOMException("Access is denied for this document.", "SecurityError");
    });
    installStorageShims(window as unknown as AdFrameWindow);
    window.localStorage.setItem("cap", "1");
    expect(window.localStorage.getItem("cap")).toBe("1");
    expect(Object.getOwnPropertyDescriptor(window, "sessionStorage")?.value).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(window.document, "cookie")).toBeUndefined();
  });

  it("leaves the browser's own storage to a frame on a frame origin", () => {
    const { frame, written } = openAdFrame(bannerQuery, { setting: "frame-origin slot" });
    expect(written).not.toEqual([]);
    expect(Object.getOwnPropertyDescriptor(frame.document, "cookie")).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(frame, "localStorage")?.value).toBeUndefined();
  });
});

describe("the ad frame's script, where the ad would share the site's origin", () => {
  it.each(["opened directly", "framed in the site's origin"] as const)(
    "refuses to run %s: no ad, no change to the page or its errors",
    (setting) => {
      for (const query of [bannerQuery, extraQuery]) {
        const { frame, written, warnings, posted } = openAdFrame(query, { setting });
        expect(written).toEqual([]);
        expect(posted).toEqual([]);
        expect(frame.adContext).toBeUndefined();
        expect(frame.document.body.getAttribute("style")).toBeNull();
        const error = new frame.ErrorEvent("error", { message: "site bug", cancelable: true });
        expect(adThrows(frame, error)).toBe(true);
        expect(warnings).not.toHaveBeenCalled();
      }
    },
  );
});
