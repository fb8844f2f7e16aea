// The analytics providers of the variants, for tests/mocks/third-parties.ts to answer.

/**
 * The self-hosted Plausible of the "many-articles" variant (tests/variants/): its script, and where that
 * script sends page views and events.
 */
export const stubPlausibleScriptUrl = "https://plausible.example.com/js/pa-stub.js";
export const stubPlausibleEventUrl = "https://plausible.example.com/api/event";

/** The GA4 measurement id of the "tcf" variant, and where its tag comes from. */
export const stubMeasurementId = "G-STUB12345";
const stubGtagUrl = `https://www.googletagmanager.com/gtag/js?id=${stubMeasurementId}`;

/** The self-hosted Umami of the "pl" variant: its script, and where it sends (its origin's /api/send). */
export const stubUmamiScriptUrl = "https://umami.example.com/script.js";
export const stubUmamiWebsiteId = "5b3c9f0e-2a41-4c8d-9e67-1f0a2b3c4d5e";
export const stubUmamiSendUrl = "https://umami.example.com/api/send";

/** Where the "ar" variant's GoatCounter counts, and the script GoatCounter serves every site. */
export const stubGoatCounterEndpoint = "https://fungi-atlas.goatcounter.com/count";
export const goatCounterScriptUrl = "https://gc.zgo.at/count.js";

/** The "de" variant's Cloudflare Web Analytics token, the beacon's script, and where it reports. */
export const stubCloudflareToken = "0123456789abcdef0123456789abcdef";
export const cloudflareBeaconUrl = "https://static.cloudflareinsights.com/beacon.min.js";
export const cloudflareReportUrl = "https://cloudflareinsights.com/cdn-cgi/rum";

/**
 * Plausible's script as its documentation describes it: it replays the calls queued before it
 * loaded, takes `plausible.init` options, and posts each event to its origin's /api/event. Unless
 * told `autoCapturePageviews: false`, it counts the page on load and on every `pushState` itself.
 */
const plausibleScript = `(() => {
  const queued = (window.plausible && window.plausible.q) || [];
  const options = (window.plausible && window.plausible.o) || {};
  function plausible(name, { url, props, interactive } = {}) {
    fetch("${stubPlausibleEventUrl}", { method: "POST", keepalive: true,
      body: JSON.stringify({ n: name, u: url || location.href, p: props, i: interactive }) });
  }
  window.plausible = plausible;
  for (const args of queued) plausible(...args);
  if (options.autoCapturePageviews !== false) {
    plausible("pageview");
    const push = history.pushState;
    history.pushState = function (...args) { push.apply(this, args); plausible("pageview"); };
  }
})();`;

/**
 * Umami's script as its source reads: it takes its settings from its own tag (`data-website-id`,
 * `data-auto-track`), sends nothing without a website id, and posts `{ type: "event", payload }`
 * to its origin's /api/send. `umami.track()` takes a function of the page's payload, or an event's
 * name and data. Unless `data-auto-track="false"`, it counts the page on load and on every
 * `pushState` itself.
 */
const umamiScript = `(() => {
  const tag = document.currentScript;
  const website = tag.getAttribute("data-website-id");
  const endpoint = new URL("/api/send", tag.src).href;
  const payload = () => ({ website, hostname: location.hostname, language: navigator.language,
    screen: screen.width + "x" + screen.height, title: document.title,
    url: location.pathname + location.search, referrer: document.referrer });
  function send(body) {
    if (!website) return;
    fetch(endpoint, { method: "POST", keepalive: true, credentials: "omit",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "event", payload: body }) }).catch(() => {});
  }
  function track(what, data) {
    if (typeof what === "function") return send(what(payload()));
    if (typeof what === "string") return send({ ...payload(), name: what, data });
    return send(payload());
  }
  window.umami = { track, identify() {} };
  if (tag.getAttribute("data-auto-track") !== "false") {
    track();
    const push = history.pushState;
    history.pushState = function (...args) { push.apply(this, args); track(); };
  }
})();`;

/**
 * GoatCounter's count.js as its source reads: it finds its tag by `data-goatcounter` (the endpoint)
 * and its settings in `data-goatcounter-settings`, and `goatcounter.count({ path })` sends a beacon
 * to the endpoint with the path in `p`. Unless told `no_onload`, it counts the page on load. (Its
 * refusal to count on localhost, where the tests serve the site, is left out.)
 */
const goatCounterScript = `(() => {
  const tag = document.querySelector("script[data-goatcounter]");
  const endpoint = tag.getAttribute("data-goatcounter");
  const settings = JSON.parse(tag.getAttribute("data-goatcounter-settings") || "{}");
  function count(vars = {}) {
    const url = new URL(endpoint);
    url.searchParams.set("p", vars.path || location.pathname + location.search);
    url.searchParams.set("t", vars.title || document.title);
    url.searchParams.set("r", document.referrer);
    url.searchParams.set("rnd", Math.random().toString(36).slice(2));
    navigator.sendBeacon(url.href);
  }
  window.goatcounter = { ...window.goatcounter, count };
  if (!settings.no_onload) count();
})();`;

/**
 * Cloudflare's beacon, for what the site relies on: it reads the token and `spa` from its tag's
 * `data-cf-beacon`, and reports the page load, and with `spa` every `pushState`, to its own host.
 */
const cloudflareBeaconScript = `(() => {
  const tag = document.querySelector("script[data-cf-beacon]");
  const { token, spa } = JSON.parse(tag.getAttribute("data-cf-beacon"));
  const report = () => fetch("${cloudflareReportUrl}", { method: "POST", keepalive: true,
    body: JSON.stringify({ siteToken: token, location: location.href }) }).catch(() => {});
  report();
  if (spa) {
    const push = history.pushState;
    history.pushState = function (...args) { push.apply(this, args); report(); };
  }
})();`;

/** Each provider's script, by its URL; gtag.js only reads the data layer, which the tests read. */
const analyticsScripts: Record<string, string> = {
  [stubPlausibleScriptUrl]: plausibleScript,
  [stubGtagUrl]: "",
  [stubUmamiScriptUrl]: umamiScript,
  [goatCounterScriptUrl]: goatCounterScript,
  [cloudflareBeaconUrl]: cloudflareBeaconScript,
};

/** Where the providers receive what they count (GoatCounter's with a query). */
const analyticsReceivers = [
  stubPlausibleEventUrl,
  stubUmamiSendUrl,
  stubGoatCounterEndpoint,
  cloudflareReportUrl,
];

/** Whether a URL is one of the providers' scripts, or where they send; undefined for any other. */
export function analyticsPartOf(url: URL): "analyticsScript" | "analyticsEvent" | undefined {
  if (url.href in analyticsScripts) return "analyticsScript";
  if (analyticsReceivers.includes(url.origin + url.pathname)) return "analyticsEvent";
  return undefined;
}

/** The provider's script at `url`. */
export const analyticsScriptAt = (url: URL) => analyticsScripts[url.href] ?? "";
