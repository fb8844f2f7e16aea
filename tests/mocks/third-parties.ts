import type { Page, Request } from "@playwright/test";
import { bannerIdPlaceholder } from "#app/features/ads/banner-id.ts";
import { siteConfig } from "#app/config/site.ts";
import { analyticsPartOf, analyticsScriptAt } from "./analytics-providers.ts";
import { tagNetworkAnswer, tagNetworkOrigin } from "./network-tags.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

// The shipped configuration sets both short forms.
const { bannerScriptUrl = "", extraScriptUrl = "" } = shippedAds;
const { blogFeedUrl, contactFormUrl, contactFormScriptUrl } = siteConfig.embeds;

/**
 * The TCF consent platform of the "tcf" variant (tests/variants/): the shipped configuration has
 * none, so its URL is set here, for the variant and its stub alike.
 */
export const stubCmpScriptUrl = "https://cmp.example.com/cmp.js";

/** How late the stub consent platform reports the visitor's consent, like a real one's message. */
export const stubCmpDelayMs = 1500;

/** The site's third parties, by what each serves it. */
export type ThirdParty =
  | "bannerScript"
  | "extraScript"
  | "tagNetwork"
  | "blogFeed"
  | "contactForm"
  | "contactFormScript"
  | "cmpScript"
  | "analyticsScript"
  | "analyticsEvent";

/** What a third party sends back for one request. */
export interface StubAnswer {
  status?: number;
  contentType: string;
  body: string;
}

/** A script, as a third party's server sends it. */
export function javascript(body: string): StubAnswer {
  return { contentType: "text/javascript", body };
}

function htmlPage(title: string, content: string): StubAnswer {
  return {
    contentType: "text/html; charset=utf-8",
    body: `<!doctype html><html lang="en"><title>${title}</title><body>${content}</body></html>`,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A request for one banner of the ad network; the match's first group is the banner id. */
const bannerUrlPattern = new RegExp(
  `^${bannerScriptUrl.split(bannerIdPlaceholder).map(escapeRegExp).join("(\\d+)")}$`,
);

/** The banner id an ad network request asks for, e.g. "310101"; undefined for any other URL. */
export function bannerIdOf(url: string): string | undefined {
  return bannerUrlPattern.exec(url)?.[1];
}

/** Which of the site's third parties a URL belongs to, if any. */
export function thirdPartyOf(url: URL): ThirdParty | undefined {
  if (bannerIdOf(url.href) !== undefined) return "bannerScript";
  if (url.href === extraScriptUrl) return "extraScript";
  if (url.origin === tagNetworkOrigin) return "tagNetwork";
  if (url.href === contactFormScriptUrl) return "contactFormScript";
  if (url.href === stubCmpScriptUrl) return "cmpScript";
  const analyticsPart = analyticsPartOf(url);
  if (analyticsPart) return analyticsPart;
  if (url.href.startsWith(contactFormUrl)) return "contactForm";
  if (url.href.startsWith(blogFeedUrl)) return "blogFeed";
  return undefined;
}

/**
 * A 300×250 creative, drawn the way classic ad tags draw: with document.write, where the tag is.
 * It carries its label in `data-creative`.
 */
function creativeScript(label: string): string {
  return `document.write('<div data-creative="${label}" style="width:300px;height:250px;background:#b03a2e;color:#fff">Ad ${label}</div>');`;
}

/**
 * Answers for the ad network and the extra ad script that serve `creative(label)`, e.g. a hostile
 * creative; `label` is the banner id, or "extra" for the extra ad script.
 */
export function creativeAnswers(creative: (label: string) => string) {
  return {
    bannerScript: (url: URL) => javascript(creative(bannerIdOf(url.href) ?? "")),
    extraScript: () => javascript(creative("extra")),
  };
}

// Real feeds and forms are taller than the frame given to them: the frame must not grow.
const tallerThanItsFrame =
  '<div style="height:2000px;background:linear-gradient(#c9d6b8,#8a6f4d)"></div>';

/**
 * What each third party answers, in the browser tests and in the benchmark alike. The stubs do
 * what the real ones do that the site depends on: the creatives draw where they are included, the
 * feed draws itself with a script (its button tries to take over the whole tab, which the sandbox
 * must stop), the form posts, and the vendor's script counts its runs in `window.vendorScriptRuns`.
 */
export const stubAnswers: Record<ThirdParty, (url: URL, method: string) => StubAnswer> = {
  ...creativeAnswers(creativeScript),
  // The loaders of the four shapes of tag (network-tags.ts), for configurations that paste tags.
  tagNetwork: tagNetworkAnswer,
  blogFeed: () =>
    htmlPage(
      "Feed",
      `<main></main><button>See the whole board</button>${tallerThanItsFrame}<script>
        document.querySelector("main").textContent = "Chanterelle season";
        document.querySelector("button").addEventListener("click", () => {
          try { top.location.href = "${blogFeedUrl}/hijacked"; } catch {}
        });
      </script>`,
    ),
  contactForm: (_url, method) =>
    method === "POST"
      ? htmlPage("Form", "<p>Thanks, we will write back soon.</p>")
      : htmlPage(
          "Form",
          `<form method="post"><label>Email <input name="email"></label>
            <button>Send</button></form>${tallerThanItsFrame}`,
        ),
  contactFormScript: () =>
    javascript("window.vendorScriptRuns = (window.vendorScriptRuns ?? 0) + 1;"),
  cmpScript: () => javascript(cmpScriptConsenting(["1"])),
  analyticsScript: (url) => javascript(analyticsScriptAt(url)),
  analyticsEvent: () => ({ status: 202, contentType: "text/plain", body: "ok" }),
};

/**
 * A TCF v2.2 consent platform as the CMP API describes it: it takes over `__tcfapi` from the
 * page's stub and answers the calls queued there, then, `stubCmpDelayMs` later (the visitor
 * answering its message), reports `tcloaded` with consent to `purposes` (e.g. ["1"]) to every
 * listener and sets `window.cmpAnswered`.
 */
export const cmpScriptConsenting = (purposes: string[]) => `(() => {
  const queued = typeof window.__tcfapi === "function" ? window.__tcfapi() : [];
  const listeners = new Map();
  let data = { tcString: "stub-tc-string", gdprApplies: true, cmpStatus: "loaded",
    eventStatus: "cmpuishown", purpose: { consents: {} } };
  function api(command, version, callback, parameter) {
    if (command === "ping") callback({ gdprApplies: true, cmpLoaded: true, cmpStatus: "loaded", apiVersion: "2.2" }, true);
    else if (command === "getTCData") callback(data, true);
    else if (command === "addEventListener") {
      const listenerId = listeners.size + 1;
      listeners.set(listenerId, callback);
      callback({ ...data, listenerId }, true);
    } else if (command === "removeEventListener") callback(listeners.delete(parameter), true);
  }
  window.__tcfapi = api;
  for (const call of Array.isArray(queued) ? queued : []) api(...call);
  setTimeout(() => {
    data = { ...data, eventStatus: "tcloaded",
      purpose: { consents: ${JSON.stringify(Object.fromEntries(purposes.map((purpose) => [purpose, true])))} } };
    window.cmpAnswered = true;
    for (const [listenerId, callback] of listeners) callback({ ...data, listenerId }, true);
  }, ${stubCmpDelayMs});
})();`;

/**
 * An ad tag that reads the TC data as IAB's CMP API says code in any frame can: it walks up to the
 * frame that holds \`__tcfapiLocator\`, posts a getTCData call, and shows the TC string it got
 * back in \`data-tc-string\`.
 */
export const tcfReadingCreative = (label: string) => `(() => {
  let holder = window;
  while (holder !== window.top) {
    try { if (holder.parent.frames["__tcfapiLocator"]) { holder = holder.parent; break; } } catch {}
    holder = holder.parent;
  }
  const callId = "${label}-" + Math.random();
  window.addEventListener("message", (event) => {
    const answer = event.data && event.data.__tcfapiReturn;
    if (!answer || answer.callId !== callId) return;
    const box = document.createElement("div");
    box.dataset.tcString = answer.returnValue.tcString;
    box.textContent = "Ad ${label}";
    document.body.append(box);
  });
  holder.postMessage({ __tcfapiCall: { command: "getTCData", version: 2, callId } }, "*");
})();`;

/**
 * The requests each third party answered, in order; a page's probe of its ad network (a HEAD of
 * an ad's script, ad-frame-loader.ts) apart from the ads' loads, as `adProbe`.
 */
export type AnsweredRequests = Record<ThirdParty | "adProbe", Request[]>;

const adParties = new Set<ThirdParty>(["bannerScript", "extraScript", "tagNetwork"]);

const isAdProbe = (thirdParty: ThirdParty, request: Request) =>
  adParties.has(thirdParty) && request.method() === "HEAD";

/** Whether a URL is one of the ad networks': the banner script's, the extra script's, the tags'. */
export function isAdNetworkUrl(url: URL): boolean {
  const thirdParty = thirdPartyOf(url);
  return thirdParty !== undefined && adParties.has(thirdParty);
}

/**
 * Blocks the ad networks as a blocker of scripts alone (`$script` rules) does: the page's probe
 * (a HEAD, ad-frame-loader.ts) goes through, so the slots get their frames, and every other
 * request to the networks fails, the ads' scripts in those frames among them.
 */
export async function blockAdScriptsOnly(page: Page): Promise<void> {
  await page
    .context()
    .route(isAdNetworkUrl, (route) =>
      route.request().method() === "HEAD" ? route.fulfill({ status: 200 }) : route.abort(),
    );
}

interface StubOptions {
  /** How late every answer comes, like an ad auction or a slow embed. */
  delayMs?: number;
  /**
   * Holds every answer but the ad probe's until what it returns settles, e.g. until the reader
   * reaches the bottom: the slots frame their ads only once the probe has gone through.
   */
  answerWhen?: () => Promise<unknown>;
  /** Other answers for some third parties, e.g. a hostile creative or a failing ad network. */
  answers?: Partial<typeof stubAnswers>;
}

/**
 * Answers the site's third parties in every tab of the page's context, as `stubAnswers` says
 * unless `answers` says otherwise. They answer before the browser looks the host up, which the
 * test browser cannot (`closedNetwork` in scripts/tools/find-chrome.ts); routes registered later
 * run first, so a test can still watch one request before them (`route.fallback()`).
 */
export async function stubThirdParties(
  page: Page,
  { delayMs = 0, answerWhen, answers = {} }: StubOptions = {},
): Promise<AnsweredRequests> {
  const answered: AnsweredRequests = {
    bannerScript: [],
    extraScript: [],
    tagNetwork: [],
    blogFeed: [],
    contactForm: [],
    contactFormScript: [],
    cmpScript: [],
    analyticsScript: [],
    analyticsEvent: [],
    adProbe: [],
  };
  await page.context().route(
    (url) => thirdPartyOf(url) !== undefined,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const thirdParty = thirdPartyOf(url);
      if (!thirdParty) return route.fallback();
      const probe = isAdProbe(thirdParty, request);
      answered[probe ? "adProbe" : thirdParty].push(request);
      const answer = (answers[thirdParty] ?? stubAnswers[thirdParty])(url, request.method());
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (!probe) await answerWhen?.();
      // The page may have moved on meanwhile, and the request with it.
      await route.fulfill(answer).catch(() => {});
    },
  );
  return answered;
}
