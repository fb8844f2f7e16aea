import { loadScript } from "../load-script.ts";
import { type AnalyticsProvider, absolute } from "./provider.ts";

export interface Ga4Config {
  provider: "ga4";
  /** The web data stream's measurement id in Google Analytics 4. */
  measurementId: string;
}

const granted = (allowed: boolean) => (allowed ? "granted" : "denied");

// Google's own list for GA4 (its tag sends by fetch, and by image where fetch is missing).
const sendsTo = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

export const ga4: AnalyticsProvider<Ga4Config> = {
  schema: ({ z }) =>
    z.strictObject({
      provider: z.literal("ga4"),
      measurementId: z
        .string()
        .regex(/^G-[A-Z0-9]{4,}$/, 'must be a GA4 measurement id like "G-ABC123DEF4"'),
    }),
  name: "Google Analytics",
  measuresSpeed: true,
  hosts: () => ({ script: ["https://*.googletagmanager.com"], connect: sendsTo, img: sendsTo }),
  /**
   * Google Analytics 4 with Consent Mode v2: every signal denied before anything else, then
   * updated from the visitor's answers (statistics for analytics storage, ads for the three ad
   * signals). Its own page view on `config` is off: the site sends each one.
   */
  start: ({ measurementId }) => {
    const win = window as Window & { dataLayer?: unknown[] };
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
        gtag("event", name, {
          value,
          metric_rating: rating,
          page_path: path,
          non_interaction: true,
        }),
    };
  },
};
