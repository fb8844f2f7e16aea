import type { SiteConfig } from "#app/config/site-config.ts";
import { publishPurposes, sendsGlobalPrivacyControl } from "#app/lib/consent-purposes.ts";
import { consentApplies } from "./consent-rules.ts";
import * as messages from "virtual:messages/site";

/** What a TCF v2.2 CMP passes to `addEventListener` callbacks (the fields the site reads). */
export interface TcData {
  gdprApplies?: boolean;
  eventStatus?: "tcloaded" | "cmpuishown" | "useractioncomplete";
  purpose?: { consents?: Record<string, boolean> };
}

type TcfCallback = (data: TcData, success: boolean) => void;
type TcfApi = (
  command?: string,
  version?: number,
  callback?: TcfCallback,
  parameter?: unknown,
) => unknown;

interface TcfWindow {
  __tcfapi?: TcfApi;
}

/**
 * Whether ads may load on this TC data: the CMP says the GDPR does not apply, or the visitor's
 * choice is known (loaded or just made) with consent to purpose 1, storing and reading on the
 * device. Undefined while the choice is not known yet (the CMP's message is showing).
 */
export function adsAllowedBy(data: TcData): boolean | undefined {
  if (data.gdprApplies === false) return true;
  if (data.eventStatus !== "tcloaded" && data.eventStatus !== "useractioncomplete")
    return undefined;
  return data.purpose?.consents?.["1"] === true;
}

/**
 * Whether statistics may be counted on this TC data: as for ads, with consent to purpose 8 too
 * (measuring content performance). Undefined while the choice is not known yet.
 */
export function statisticsAllowedBy(data: TcData): boolean | undefined {
  const ads = adsAllowedBy(data);
  if (ads === undefined || data.gdprApplies === false) return ads;
  return ads && data.purpose?.consents?.["8"] === true;
}

/** Publishes what the consent platform allows; Global Privacy Control is a no to statistics. */
function allow(ads: boolean, statistics: boolean) {
  publishPurposes({ ads, statistics: statistics && !sendsGlobalPrivacyControl() });
}

/**
 * The standard TCF v2.2 stub (IAB's CMP API): a `__tcfapi` that queues calls until the CMP
 * replaces it (and returns the queue when called with no arguments, so the CMP can drain it), and
 * the hidden `__tcfapiLocator` frame that code in nested frames looks for, answered by
 * `postMessage` with `{__tcfapiReturn}`, for opaque-origin and cross-origin ad frames alike.
 */
export function installTcfStub(win: Window & TcfWindow = window) {
  if (win.__tcfapi) return;
  const queue: unknown[][] = [];
  const stub: TcfApi = (...args) => {
    if (args.length === 0) return queue;
    queue.push(args);
    return undefined;
  };
  win.__tcfapi = stub;
  // oxlint-disable-next-line react/iframe-missing-sandbox -- sandboxed below, by property
  const locator = win.document.createElement("iframe");
  locator.name = "__tcfapiLocator";
  // An empty frame that nothing runs in: only its name matters, to frames looking for it.
  locator.sandbox = "";
  locator.title = messages.consentPlatformLocator;
  locator.hidden = true;
  locator.tabIndex = -1;
  win.document.body.append(locator);
  win.addEventListener("message", (event: MessageEvent) => {
    const call = readCall(event.data);
    if (!call || !event.source) return;
    const source = event.source;
    // Through whatever __tcfapi is now: the stub until the CMP loads, then the CMP itself.
    win.__tcfapi?.(
      call.command,
      call.version,
      (returnValue, success) =>
        // An opaque-origin frame can only be answered with "*"; the TC data is not a secret.
        (source as Window).postMessage(
          { __tcfapiReturn: { returnValue, success, callId: call.callId } },
          "*",
        ),
      call.parameter,
    );
  });
}

interface TcfCall {
  command: string;
  version: number;
  callId: unknown;
  parameter?: unknown;
}

/** The `__tcfapiCall` of a message, which frames send as an object or as its JSON text. */
function readCall(data: unknown): TcfCall | undefined {
  let message = data;
  if (typeof data === "string") {
    try {
      message = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const call = (message as { __tcfapiCall?: Partial<TcfCall> } | null)?.__tcfapiCall;
  if (typeof call?.command !== "string") return undefined;
  return {
    command: call.command,
    version: call.version ?? 2,
    callId: call.callId,
    parameter: call.parameter,
  };
}

/** Loads the owner's CMP and lets ads load as its TC data says, now and on every change. */
export function startTcf(cmpScriptUrl: string, win: Window & TcfWindow = window) {
  installTcfStub(win);
  win.__tcfapi?.("addEventListener", 2, (data, success) => {
    if (!success) return;
    const allowed = adsAllowedBy(data);
    if (allowed !== undefined) allow(allowed, statisticsAllowedBy(data) ?? false);
  });
  const script = win.document.createElement("script");
  script.src = cmpScriptUrl;
  script.async = true;
  win.document.head.append(script);
}

/**
 * Mode "tcf": where `regions` applies, the CMP decides; elsewhere ads load as without consent.
 * Called by the consent island, after the first paint, so the CMP loads after it.
 */
export function startConsentPlatform({
  regions,
  cmpScriptUrl,
}: Pick<SiteConfig["consent"], "regions" | "cmpScriptUrl">) {
  if (!cmpScriptUrl || !consentApplies(regions)) {
    allow(true, true);
  } else startTcf(cmpScriptUrl);
}
