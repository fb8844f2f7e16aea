// @vitest-environment jsdom
import { afterEach, expect, test } from "vitest";
import { type AnalyticsConfig, providerOf } from "./index.ts";

const startTracker = (config: AnalyticsConfig) => providerOf(config).start(config);

interface ProviderWindow {
  dataLayer?: IArguments[];
  plausible?: { q?: unknown[][]; o?: object };
}
const win = window as unknown as ProviderWindow;
const script = () => document.head.querySelector("script");

afterEach(() => {
  document.head.innerHTML = "";
  delete win.dataLayer;
  delete win.plausible;
});

test("GA4: every Consent Mode v2 signal denied first, its own page view off, then the visitor's answers", () => {
  const tracker = startTracker({ provider: "ga4", measurementId: "G-ABC123DEF4" });
  tracker.consent?.({ ads: false, statistics: true });
  tracker.pageView?.("/about");
  const calls = (win.dataLayer ?? []).map((args) => [...args]);
  expect(calls[0]).toEqual([
    "consent",
    "default",
    {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      wait_for_update: 500,
    },
  ]);
  expect(calls[2]).toEqual(["config", "G-ABC123DEF4", { send_page_view: false }]);
  expect(calls[3]).toEqual([
    "consent",
    "update",
    {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    },
  ]);
  expect(calls[4]).toEqual([
    "event",
    "page_view",
    { page_location: `${location.origin}/about`, page_title: document.title },
  ]);
  expect(script()?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123DEF4");
});

test("Plausible: automatic page views off, each view and speed event queued until its script runs", () => {
  const tracker = startTracker({
    provider: "plausible",
    scriptUrl: "https://plausible.io/js/pa-abc.js",
  });
  tracker.pageView?.("/types");
  tracker.vitals?.("LCP", { path: "/types", value: 1234, rating: "good" });
  expect(win.plausible?.o).toEqual({ autoCapturePageviews: false });
  expect(win.plausible?.q).toEqual([
    ["pageview", { url: `${location.origin}/types` }],
    ["LCP", { props: { path: "/types", value: "1234", rating: "good" }, interactive: false }],
  ]);
  expect(script()?.src).toBe("https://plausible.io/js/pa-abc.js");
});

test("Umami and GoatCounter: their own counting off, as their snippets allow", () => {
  startTracker({
    provider: "umami",
    scriptUrl: "https://cloud.umami.is/script.js",
    websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
  });
  expect(script()).toHaveAttribute("data-auto-track", "false");
  expect(script()).toHaveAttribute("data-website-id", "94db1cb1-74f4-4a40-ad6c-962362670409");
  document.head.innerHTML = "";

  const goatcounter = startTracker({
    provider: "goatcounter",
    endpoint: "https://fungi.goatcounter.com/count",
  });
  expect(script()?.src).toBe("https://gc.zgo.at/count.js");
  expect(script()).toHaveAttribute("data-goatcounter", "https://fungi.goatcounter.com/count");
  expect(JSON.parse(script()?.dataset.goatcounterSettings ?? "{}")).toEqual({ no_onload: true });
  // GoatCounter takes no events: the site sends it no speed measures.
  expect(goatcounter.vitals).toBeUndefined();
});

test("Cloudflare: its beacon counts client-side navigations and measures speed itself", () => {
  const tracker = startTracker({
    provider: "cloudflare",
    token: "0123456789abcdef0123456789abcdef",
  });
  expect(script()?.src).toBe("https://static.cloudflareinsights.com/beacon.min.js");
  expect(JSON.parse(script()?.dataset.cfBeacon ?? "{}")).toEqual({
    token: "0123456789abcdef0123456789abcdef",
    spa: true,
  });
  expect(tracker).toEqual({});
});
