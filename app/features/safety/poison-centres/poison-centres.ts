import { americasAndOceania } from "./americas-oceania.ts";
import { europe } from "./europe.ts";
import type { CountryEntry } from "./types.ts";

/** Every country of the built-in table, by code, in the order of their codes. */
export const poisonCentres: readonly CountryEntry[] = [...europe, ...americasAndOceania].toSorted(
  (a, b) => a.code.localeCompare(b.code),
);

/** The codes the table knows, e.g. ["AT", "AU", ...]: what `safety.country` may name. */
export const poisonCentreCodes: readonly string[] = poisonCentres.map((entry) => entry.code);

/** The entry of a country of the table. */
export function poisonCentreOf(code: string): CountryEntry | undefined {
  return poisonCentres.find((entry) => entry.code === code);
}

/** The digits a `tel:` link dials: "+49 30 19240" → "+493019240", "1-844-764-7669" → "18447647669". */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;

/** How long an entry may go unchecked before the build warns. */
const staleAfterMonths = 12;

/**
 * One warning per entry last checked more than 12 months before `today`: a number may have
 * changed since, and the owner should have it checked again.
 */
export function staleEntryWarnings(entries: readonly CountryEntry[], today: Date): string[] {
  const limit = new Date(today);
  limit.setUTCMonth(limit.getUTCMonth() - staleAfterMonths);
  return entries
    .filter((entry) => new Date(`${entry.checked}T00:00:00Z`) < limit)
    .map(
      (entry) =>
        `The poison centres of ${entry.code} (app/features/safety/poison-centres/) were last checked on ${entry.checked}, more than ${staleAfterMonths} months ago: check them against their sources again and update "checked".`,
    );
}
