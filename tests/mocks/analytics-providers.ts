// The analytics providers of the variants, for tests/mocks/third-parties.ts to answer.

/**
 * The self-hosted Plausible of the "analytics" variant (tests/variants/): its script, and where that
 * script sends page views and events.
 */
export const stubPlausibleScriptUrl = "https://plausible.example.com/js/pa-stub.js";
export const stubPlausibleEventUrl = "https://plausible.example.com/api/event";

/** The GA4 measurement id of the "tcf" variant, and where its tag comes from. */
export const stubMeasurementId = "G-STUB12345";
export const stubGtagUrl = `https://www.googletagmanager.com/gtag/js?id=${stubMeasurementId}`;

/**
 * Plausible's script as its documentation describes it: it replays the calls queued before it
 * loaded, takes `plausible.init` options, and posts each event to its origin's /api/event. Unless
 * told `autoCapturePageviews: false`, it counts the page on load and on every `pushState` itself.
 */
export const plausibleScript = `(() => {
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
