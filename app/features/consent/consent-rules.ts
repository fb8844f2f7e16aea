import type { SiteConfig } from "#app/config/site-config.ts";
import type { AskedPurposes } from "#app/lib/consent-purposes.ts";

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
 * What a stored choice was given for: the ad hosts, and the statistics provider where there is one.
 * A change of networks, or of purposes, changes it, so visitors are asked again.
 */
export function consentVersion(
  ads: AskedPurposes["ads"],
  statistics: AskedPurposes["statistics"] | null,
): string {
  const purposes = statistics ? [...ads.hosts, `statistics:${statistics.id}`] : ads.hosts;
  return purposes.join(" ");
}

interface StoredChoice {
  /** The answer for ads. */
  choice: ConsentChoice;
  /** The answer for statistics, where the site has them. */
  statistics?: ConsentChoice | undefined;
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
  return readStored(storage, version, now)?.choice;
}

/** The stored answer for statistics, as `readChoice` reads the one for ads. */
export function readStatistics(
  storage: Pick<Storage, "getItem">,
  version: string,
  now: number,
): ConsentChoice | undefined {
  return readStored(storage, version, now)?.statistics;
}

function readStored(storage: Pick<Storage, "getItem">, version: string, now: number) {
  try {
    const stored = JSON.parse(storage.getItem(consentStorageKey) ?? "null") as unknown;
    if (!isStoredChoice(stored)) return undefined;
    if (stored.version !== version || now - stored.savedAt > consentLifetimeMs) return undefined;
    return stored;
  } catch {
    // A value the site did not write: ask again.
    return undefined;
  }
}

/**
 * Keeps the choice for 12 months, with the answer for statistics where the site asks for it;
 * where storage is off or full, `localStorageOrMemory` keeps it for the page.
 */
export function saveChoice(
  storage: Pick<Storage, "setItem">,
  choice: ConsentChoice,
  version: string,
  now: number,
  statistics?: ConsentChoice,
) {
  const stored: StoredChoice = { choice, statistics, version, savedAt: now };
  storage.setItem(consentStorageKey, JSON.stringify(stored));
}

function isStoredChoice(value: unknown): value is StoredChoice {
  if (typeof value !== "object" || value === null) return false;
  const { choice, statistics, version, savedAt } = value as Record<string, unknown>;
  return (
    (choice === "accepted" || choice === "rejected") &&
    (statistics === undefined || statistics === "accepted" || statistics === "rejected") &&
    typeof version === "string" &&
    typeof savedAt === "number"
  );
}

/** What the banner does on a page load, for ads or for statistics: let them load, keep them out, or ask. */
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
