import { z } from "zod";
import { didYouMean } from "#app/checks/problems.ts";
import { poisonCentreCodes, poisonCentreRegions } from "./poison-centres.ts";

/** Names owners write for a country whose ISO 3166 code is another. */
const commonMisnames: Record<string, string> = { UK: "GB", EN: "GB", EL: "GR" };

/**
 * ' (did you mean "GB"?)' for a code written in lower case, a common misname ("UK") or one
 * letter off a known code; else "". Two-letter codes are all close to each other, so a looser
 * match would suggest a stranger's country.
 */
function countryHint(written: string): string {
  const upper = written.trim().toUpperCase();
  const alias = commonMisnames[upper];
  if (alias !== undefined && poisonCentreCodes.includes(alias))
    return ` (did you mean "${alias}"?)`;
  if (poisonCentreCodes.includes(upper)) return ` (did you mean "${upper}"?)`;
  const near = poisonCentreCodes.filter(
    (code) =>
      code.length === upper.length && [...code].filter((c, i) => c !== upper[i]).length === 1,
  );
  return near.length === 1 ? didYouMean(upper, near) : "";
}

/**
 * One country of the poison-centre table, by its ISO 3166-1 alpha-2 code, e.g. "DE", or one of
 * its regions by its ISO 3166-2 code, e.g. "DE-BY".
 */
export const countryCode = z
  .string('must be a country code, e.g. "DE"')
  .refine((code) => poisonCentreCodes.includes(code) || poisonCentreRegions.includes(code), {
    error: (issue) =>
      `"${String(issue.input)}" is not a country of the poison-centre table${countryHint(String(issue.input))}; it knows ${poisonCentreCodes.join(", ")}, and the regions ${poisonCentreRegions.join(", ")}. For another country, set safety.emergency`,
  });
