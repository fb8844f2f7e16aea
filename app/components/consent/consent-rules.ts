import { adUrls, hostsOf } from "#app/components/ads/ad-hosts.ts";
import type { SiteConfig } from "#app/config/site.schema.ts";

/** A visitor's answer to the banner. */
export type ConsentChoice = "accepted" | "rejected";

/** Where the choice is kept: the site's own origin, in the visitor's browser. */
export const consentStorageKey = "consent";

/** How long a choice holds before the banner asks again: 12 months. */
export const consentLifetimeMs = 365 * 24 * 60 * 60 * 1000;

/**
 * Time zones outside Europe/* of EU and EEA countries: the Atlantic islands of Portugal, Spain,
 * Denmark, Iceland and Norway, Norway's Arctic, Cyprus, and France's overseas regions.
 */
const europeanZonesElsewhere = new Set([
  "Atlantic/Azores",
  "Atlantic/Madeira",
  "Atlantic/Canary",
  "Atlantic/Faroe",
  "Atlantic/Faeroe",
  "Atlantic/Reykjavik",
  "Atlantic/Jan_Mayen",
  "Arctic/Longyearbyen",
  "Asia/Nicosia",
  "Asia/Famagusta",
  "America/Guadeloupe",
  "America/Martinique",
  "America/Cayenne",
  "Indian/Reunion",
  "Indian/Mayotte",
]);

/** Whether a browser time zone (e.g. "Europe/Berlin") places the visitor in Europe. */
export function isEuropeanTimeZone(timeZone: string): boolean {
  return timeZone.startsWith("Europe/") || europeanZonesElsewhere.has(timeZone);
}

/** Whether the configured regions include the visitor, read from their time zone only if needed. */
export function consentApplies(
  regions: SiteConfig["consent"]["regions"],
  timeZone: () => string = visitorTimeZone,
) {
  return regions === "everywhere" || isEuropeanTimeZone(timeZone());
}

/**
 * The browser's time zone, from Temporal where there is one: a first `Intl.DateTimeFormat` loads
 * the locale's date formats, a long main-thread task on a phone.
 */
export function visitorTimeZone(): string {
  const { Temporal } = globalThis as { Temporal?: { Now: { timeZoneId(): string } } };
  return Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * What a stored choice was given for: the ad hosts. A change of networks changes it, so visitors
 * are asked again.
 */
export function consentVersion(ads: SiteConfig["ads"]): string {
  const { banner, extra } = adUrls(ads);
  return hostsOf([...banner, ...extra]).join(" ");
}

interface StoredChoice {
  choice: ConsentChoice;
  version: string;
  /** When it was made, in ms since the epoch. */
  savedAt: number;
}

/** The choice kept in `storage` for this version, unless it is older than 12 months or unreadable. */
export function readChoice(
  storage: Pick<Storage, "getItem">,
  version: string,
  now: number,
): ConsentChoice | undefined {
  try {
    const stored = JSON.parse(storage.getItem(consentStorageKey) ?? "null") as unknown;
    if (!isStoredChoice(stored)) return undefined;
    if (stored.version !== version || now - stored.savedAt > consentLifetimeMs) return undefined;
    return stored.choice;
  } catch {
    // Storage turned off, or a value the site did not write: ask again.
    return undefined;
  }
}

/** Keeps the choice for 12 months; where storage is off, it holds for this visit only. */
export function saveChoice(
  storage: Pick<Storage, "setItem">,
  choice: ConsentChoice,
  version: string,
  now: number,
) {
  const stored: StoredChoice = { choice, version, savedAt: now };
  try {
    storage.setItem(consentStorageKey, JSON.stringify(stored));
  } catch {
    // Storage full or turned off: the choice still holds until the page is closed.
  }
}

function isStoredChoice(value: unknown): value is StoredChoice {
  if (typeof value !== "object" || value === null) return false;
  const { choice, version, savedAt } = value as Record<string, unknown>;
  return (
    (choice === "accepted" || choice === "rejected") &&
    typeof version === "string" &&
    typeof savedAt === "number"
  );
}

/** What the banner does on a page load: let ads load, keep them out, or ask. */
export type FirstDecision = "allow" | "deny" | "ask";

/**
 * The decision before any click. Outside the configured regions ads load as without consent;
 * Global Privacy Control counts as Reject without asking; else a stored choice holds.
 */
export function firstDecision({
  applies,
  globalPrivacyControl,
  stored,
}: {
  applies: boolean;
  globalPrivacyControl: boolean;
  stored: ConsentChoice | undefined;
}): FirstDecision {
  if (globalPrivacyControl) return "deny";
  if (stored) return stored === "accepted" ? "allow" : "deny";
  return applies ? "ask" : "allow";
}
