import type { PairStage } from "./species-terms.ts";
import type { Species } from "#app/lib/content/species.ts";
import { rangesMeet } from "./mistakable.ts";

/** The facts of a species that the table of a lookalike pair compares. */
export type ComparedFacts = Pick<
  Species,
  | "edibility"
  | "hymenium"
  | "hymeniumColour"
  | "gillAttachment"
  | "sporePrint"
  | "capShape"
  | "capColour"
  | "capSize"
  | "stipe"
  | "substrate"
  | "smell"
  | "bruising"
  | "ecology"
  | "habitat"
  | "season"
> & {
  /** Its season in words, e.g. "July to October". */
  seasonText: string;
};

/**
 * The rows of a pair's table, in the order a forager checks a find: the danger first, then what
 * is under the cap, the cap, the stem, where it grows and when.
 */
export const comparedFacts = [
  "edibility",
  "hymenium",
  "hymeniumColour",
  "gillAttachment",
  "sporePrint",
  "capShape",
  "capColour",
  "capSize",
  "stipe",
  "substrate",
  "smell",
  "bruising",
  "ecology",
  "habitat",
  "season",
] as const;

export type ComparedFact = (typeof comparedFacts)[number];

/** A fact's value: a word of a closed list, several of them, a size range, or free text. */
export type FactValue = string | readonly string[] | readonly [number, number];

/**
 * What a row says of the two values (issue 64): `same`, `overlaps` (ranges that share a value,
 * or spore prints and gill attachments that neighbour: mistakable.ts), `differs` only when the two cannot overlap,
 * `hidden` when the pair is confused at a stage where it cannot be seen, `unrecorded` when one
 * species does not record it (or records it as unknown), `compare` for two descriptions in words
 * that are not the same, which no rule can compare.
 */
export type Verdict = "same" | "overlaps" | "differs" | "hidden" | "unrecorded" | "compare";

/** One row of a pair's table: each species' value (undefined: not recorded) and what it says. */
export interface ComparisonRow {
  fact: ComparedFact;
  values: [first: FactValue | undefined, second: FactValue | undefined];
  verdict: Verdict;
  /** Whether the row tells the two apart: its verdict is `differs`. */
  differs: boolean;
}

/**
 * The facts that cannot be seen at a pair's stage. An unopened button is an egg under its veil:
 * only where it grows, its smell, its bruising and when are seen before it is cut. A young one
 * has not shown its grown cap, its gills' colour, a print, or its ring and volva for sure.
 */
const hiddenAt: Record<PairStage, readonly ComparedFact[]> = {
  // Everything from the underside to the stem, in the table's order.
  egg: comparedFacts.slice(comparedFacts.indexOf("hymenium"), comparedFacts.indexOf("substrate")),
  young: ["hymeniumColour", "sporePrint", "capShape", "capSize", "stipe"],
};

function valueOf(facts: ComparedFacts, fact: ComparedFact): FactValue | undefined {
  if (fact === "season") return facts.seasonText;
  const value = facts[fact];
  return value === undefined || (Array.isArray(value) && value.length === 0) ? undefined : value;
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** What two recorded values say: ranges compared by overlap, words by equality. */
function verdictOf(fact: ComparedFact, first: ComparedFacts, second: ComparedFacts): Verdict {
  if (fact === "season") {
    if (sameSet(first.season, second.season)) return "same";
    return first.season.some((month) => second.season.includes(month)) ? "overlaps" : "differs";
  }
  if (fact === "capSize" && first.capSize && second.capSize) {
    const [[a, b], [c, d]] = [first.capSize, second.capSize];
    if (a === c && b === d) return "same";
    return b < c || d < a ? "differs" : "overlaps";
  }
  const [a, b] = [first[fact], second[fact]] as unknown[];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (sameSet(a, b)) return "same";
    return rangesMeet(fact, a as string[], b as string[]) ? "overlaps" : "differs";
  }
  if (String(a).toLowerCase() === String(b).toLowerCase()) return "same";
  // A closed list's word is a fact; a habitat, a smell or a bruising in words is a description.
  return fact === "habitat" || fact === "smell" || fact === "bruising" ? "compare" : "differs";
}

/**
 * The two species of a pair side by side, fact by fact. A fact neither records is left out; one
 * that only one records is a row whose other value reads "not recorded". At the pair's `stage`,
 * the facts that cannot be seen are `hidden`, whatever their values.
 */
export function comparePair(
  first: ComparedFacts,
  second: ComparedFacts,
  stage?: PairStage,
): ComparisonRow[] {
  return comparedFacts.flatMap((fact) => {
    const values: ComparisonRow["values"] = [valueOf(first, fact), valueOf(second, fact)];
    if (values[0] === undefined && values[1] === undefined) return [];
    const verdict: Verdict =
      stage && hiddenAt[stage].includes(fact)
        ? "hidden"
        : values[0] === undefined || values[1] === undefined
          ? "unrecorded"
          : verdictOf(fact, first, second);
    return [{ fact, values, verdict, differs: verdict === "differs" }];
  });
}
