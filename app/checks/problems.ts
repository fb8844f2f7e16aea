import { distance } from "fastest-levenshtein";
import { z } from "zod";

// One formatter and one vocabulary for every mistake an owner makes, in the site configuration
// and in the content alike: "is missing", `unknown key "x" (did you mean "y"?)`, then each field's
// own words.

/** Zod's messages for the problems no field words itself: in an owner's terms, with a hint. */
export function ownerMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type" && issue.input === undefined) return "is missing";
  if (issue.code === "invalid_type" && issue.expected === "object") {
    return "must be fields written as `name: value`";
  }
  if (issue.code === "invalid_key") return issue.issues.map((inner) => inner.message).join("; ");
  if (issue.code === "unrecognized_keys") {
    const known = issue.inst instanceof z.ZodObject ? Object.keys(issue.inst.shape) : [];
    return issue.keys.map((key) => `unknown key "${key}"${didYouMean(key, known)}`).join("; ");
  }
  return undefined;
}

/** ' (did you mean "tagline"?)' for a key close enough to a known one, else "". */
export function didYouMean(key: string, known: readonly string[]): string {
  const scored = known.map((candidate) => ({
    candidate,
    distance: distance(key.toLowerCase(), candidate.toLowerCase()),
  }));
  const best = scored.toSorted((a, b) => a.distance - b.distance)[0];
  return best && best.distance <= Math.max(2, Math.floor(key.length / 3))
    ? ` (did you mean "${best.candidate}"?)`
    : "";
}

/**
 * One line per problem, `field: reason`, the field written by `fieldName` (the configuration's
 * `siteConfig.ads.slots["/about"]`, a file's `species.season.2`).
 */
export function problemLines(
  issues: readonly z.core.$ZodIssue[],
  fieldName: (path: readonly PropertyKey[]) => string,
): string[] {
  return issues.map((issue) => {
    // A field with its own words for a wrong type ("must be text") is still missing when absent
    // (parsed with `reportInput`, so the issue keeps what was given).
    const missing = issue.code === "invalid_type" && "input" in issue && issue.input === undefined;
    return `${fieldName(issue.path)}: ${missing ? "is missing" : issue.message}`;
  });
}

/** The options every owner input is parsed with, so that `problemLines` words its problems. */
export const ownerParseOptions = { error: ownerMessage, reportInput: true } as const;
