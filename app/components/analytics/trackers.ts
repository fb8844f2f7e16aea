import type { AnalyticsConfig } from "./analytics.schema.ts";
import type { Purposes } from "./analytics-gate.ts";
import { loadScript } from "./load-script.ts";

/** A speed measure of the visit, as web-vitals reports it, for the page the visit began on. */
export interface VitalsEvent {
  path: string;
  /** Milliseconds for LCP and INP, a score for CLS. */
  value: number;
  rating: "good" | "needs-improvement" | "poor";
}

/** What the site asks of a provider, once its script is on the page. */
export interface Tracker {
  /** Counts a view of `path`; absent where the provider's own script counts them. */
  pageView?: (path: string) => void;
  /** Sends "LCP", "INP" or "CLS"; absent where the provider takes no events, or measures them itself. */
  vitals?: (name: string, event: VitalsEvent) => void;
  /** Passes the visitor's consent on, where the provider's script takes it. */
  consent?: (purposes: Purposes) => void;
}

type Queue = {
  (...args: unknown[]): void;
  q?: unknown[][];
  init?: (options: object) => void;
  o?: object;
};
interface ProviderWindow {
  plausible?: Queue;
  umami?: { track: (...args: unknown[]) => void };
  goatcounter?: { count: (vars: { path: string }) => void };
  dataLayer?: unknown[];
}

const providerWindow = () => window as Window & ProviderWindow;
const absolute = (path: string) => new URL(path, location.origin).href;

/**
 * Plausible's snippet with automatic page views off: the site sends each one, the first included.
 * Speed events are not interactive, so they do not change the bounce rate.
 */
function plausible({ scriptUrl }: { scriptUrl: string }): Tracker {
  const win = providerWindow();
  const queue: Queue =
    win.plausible ??
    Object.assign((...args: unknown[]) => (queue.q ??= []).push(args), {
      init: (options: object) => (queue.o = options),
    });
  win.plausible = queue;
  queue.init?.({ autoCapturePageviews: false });
  void loadScript(scriptUrl);
  const send = (...args: unknown[]) => (win.plausible ?? queue)(...args);
  return {
    pageView: (path) => send("pageview", { url: absolute(path) }),
    vitals: (name, { path, value, rating }) =>
      send(name, { props: { path, value: String(value), rating }, interactive: false }),
  };
}

/** Umami with its automatic tracking off (`data-auto-track`): the site sends each view. */
function umami({ scriptUrl, websiteId }: { scriptUrl: string; websiteId: string }): Tracker {
  const ready = loadScript(scriptUrl, { "data-website-id": websiteId, "data-auto-track": "false" });
  const track = (...args: unknown[]) =>
    void ready.then(() => providerWindow().umami?.track(...args));
  return {
    pageView: (path) => track((props: object) => ({ ...props, url: path })),
    vitals: (name, event) => track(name, event),
  };
}

/** GoatCounter without its count on load; it takes page views only, so no speed events. */
function goatcounter({ endpoint }: { endpoint: string }): Tracker {
  const ready = loadScript("https://gc.zgo.at/count.js", {
    "data-goatcounter": endpoint,
    "data-goatcounter-settings": JSON.stringify({ no_onload: true }),
  });
  return {
    pageView: (path) => void ready.then(() => providerWindow().goatcounter?.count({ path })),
  };
}

/**
 * Cloudflare's beacon counts page views itself, client-side navigations too (`spa`), and measures
 * LCP, INP and CLS itself: it has no API for either.
 */
function cloudflare({ token }: { token: string }): Tracker {
  void loadScript("https://static.cloudflareinsights.com/beacon.min.js", {
    "data-cf-beacon": JSON.stringify({ token, spa: true }),
  });
  return {};
}

const granted = (allowed: boolean) => (allowed ? "granted" : "denied");

/**
 * Google Analytics 4 with Consent Mode v2: every signal denied before anything else, then updated
 * from the visitor's answers (statistics for analytics storage, ads for the three ad signals). Its
 * own page view on `config` is off: the site sends each one.
 */
function ga4({ measurementId }: { measurementId: string }): Tracker {
  const win = providerWindow();
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays: its snippet's own function.
  function gtag(..._args: unknown[]) {
    // oxlint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object itself
    dataLayer.push(arguments);
  }
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
    wait_for_update: 500,
  });
  gtag("js", new Date());
  gtag("config", measurementId, { send_page_view: false });
  void loadScript(
    `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
  );
  return {
    consent: ({ ads, statistics }) =>
      gtag("consent", "update", {
        ad_storage: granted(ads),
        ad_user_data: granted(ads),
        ad_personalization: granted(ads),
        analytics_storage: granted(statistics),
      }),
    pageView: (path) =>
      gtag("event", "page_view", { page_location: absolute(path), page_title: document.title }),
    vitals: (name, { path, value, rating }) =>
      gtag("event", name, { value, metric_rating: rating, page_path: path, non_interaction: true }),
  };
}

/** Puts the configured provider's script on the page, set up as above. */
export function startTracker(config: AnalyticsConfig): Tracker {
  switch (config.provider) {
    case "plausible":
      return plausible(config);
    case "umami":
      return umami(config);
    case "goatcounter":
      return goatcounter(config);
    case "cloudflare":
      return cloudflare(config);
    case "ga4":
      return ga4(config);
  }
}
