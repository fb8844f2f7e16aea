import { americasAndOceania } from "./americas-oceania.ts";
import { europe } from "./europe.ts";
import type { CountryEntry } from "./types.ts";

/** Every country of the built-in table, by code, in the order of their codes. */
export const poisonCentres: readonly CountryEntry[] = [...europe, ...americasAndOceania].toSorted(
  (a, b) => a.code.localeCompare(b.code),
);

/** The countries the table knows, e.g. ["AT", "AU", ...]: what `safety.country` may name. */
export const poisonCentreCodes: readonly string[] = poisonCentres.map((entry) => entry.code);

/** The regions the table knows, e.g. ["CA-QC", "DE-BB", ...]: a country's code and a region's. */
export const poisonCentreRegions: readonly string[] = poisonCentres.flatMap((entry) =>
  entry.lines.flatMap((line) => (line.regions ?? []).map((region) => `${entry.code}-${region}`)),
);

/**
 * The entries the owner's codes name, in their order: a country's whole entry for "DE", or for
 * "DE-BY" its entry with the lines of that region alone (for "CA-ON", the lines that name no
 * region: Canada's national number).
 */
export function ownerEntries(codes: readonly string[]): CountryEntry[] {
  return codes.flatMap((written) => {
    const [code = "", region] = written.split("-");
    const entry = poisonCentreOf(code);
    if (!entry || region === undefined) return entry ? [entry] : [];
    const own = entry.lines.filter((line) => line.regions?.includes(region));
    const lines = own.length > 0 ? own : entry.lines.filter((line) => !line.regions);
    return [{ ...entry, lines }];
  });
}

/** The entry of a country of the table. */
export function poisonCentreOf(code: string): CountryEntry | undefined {
  return poisonCentres.find((entry) => entry.code === code);
}

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
