import { distance } from "fastest-levenshtein";
import { z } from "zod";

// One formatter and one vocabulary for every mistake an owner makes, in the site configuration
// and in the content alike: "is missing", `unknown key "x" (did you mean "y"?)`, then each field's
// own words.

/** What a field of a type takes, in an owner's words. */
const expectedWords: Partial<Record<string, string>> = {
  string: "text in quotes",
  number: "a number",
  boolean: "true or false",
  array: "a list in [ ]",
};

/** What the owner wrote, as a wrong type's message names it: 42, true, "text", a list. */
function given(input: unknown): string {
  if (Array.isArray(input)) return "a list";
  if (typeof input === "string")
    return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input);
  if (input === null || typeof input !== "object") return String(input);
  return "fields";
}

/** Zod's messages for the problems no field words itself: in an owner's terms, with a hint. */
export function ownerMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type" && issue.input === undefined) return "is missing";
  if (issue.code === "invalid_type" && issue.expected === "object") {
    return "must be fields written as `name: value`";
  }
  const expected = issue.code === "invalid_type" ? expectedWords[issue.expected] : undefined;
  if (expected) return `must be ${expected}, not ${given(issue.input)}`;
  if (issue.code === "invalid_key") return issue.issues.map((inner) => inner.message).join("; ");
  if (issue.code === "unrecognized_keys") {
    const known = issue.inst instanceof z.ZodObject ? Object.keys(issue.inst.shape) : [];
    return issue.keys.map((key) => `unknown key "${key}"${didYouMean(key, known)}`).join("; ");
  }
  return undefined;
}

/**
 * ' (did you mean "tagline"?)' for a key close enough to a known one, else "". A key of `texts`
 * ("welcome.title") is also compared by its part after the dot, the owner's as well as the known
 * one's, so that a key written without its namespace ("welcomeTitel") or in another one
 * ("home.welcomeTitel") still finds its own; on a tie, whole keys compared win ("blog.titel" is
 * "blog.title", not "welcome.title").
 */
export function didYouMean(key: string, known: readonly string[]): string {
  const scored = known.flatMap((candidate) =>
    comparedForms(key).flatMap((written, ownerPart) =>
      comparedForms(candidate).map((form, knownPart) => ({
        candidate,
        distance: distance(written, form),
        tolerance: Math.max(2, Math.floor(written.length / 3)),
        partsCut: ownerPart + knownPart,
      })),
    ),
  );
  const best = scored
    .filter((score) => score.distance <= score.tolerance)
    .toSorted((a, b) => a.distance - b.distance || a.partsCut - b.partsCut)[0];
  return best ? ` (did you mean "${best.candidate}"?)` : "";
}

/** A key in lower case, then its part after the dot if it has one: "welcome.title", "title". */
function comparedForms(key: string): string[] {
  const lower = key.toLowerCase();
  return [...new Set([lower, lower.slice(lower.indexOf(".") + 1)])];
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
