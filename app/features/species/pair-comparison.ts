import type { Species } from "#app/lib/content/species.ts";

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

/** One row of a pair's table: each species' value (undefined: not recorded) and whether they differ. */
export interface ComparisonRow {
  fact: ComparedFact;
  values: [first: FactValue | undefined, second: FactValue | undefined];
  /**
   * Both recorded, and a way to tell them apart: words that differ, lists that share nothing,
   * sizes or seasons that do not overlap.
   */
  differs: boolean;
}

function valueOf(facts: ComparedFacts, fact: ComparedFact): FactValue | undefined {
  if (fact === "season") return facts.seasonText;
  const value = facts[fact];
  return value === undefined || (Array.isArray(value) && value.length === 0) ? undefined : value;
}

/** Whether two recorded values tell the species apart. */
function tellApart(fact: ComparedFact, first: ComparedFacts, second: ComparedFacts): boolean {
  if (fact === "season") return !first.season.some((month) => second.season.includes(month));
  if (fact === "capSize" && first.capSize && second.capSize) {
    const [[a, b], [c, d]] = [first.capSize, second.capSize];
    return b < c || d < a;
  }
  const [a, b] = [first[fact], second[fact]] as unknown[];
  if (Array.isArray(a) && Array.isArray(b)) return !a.some((value) => b.includes(value));
  return String(a).toLowerCase() !== String(b).toLowerCase();
}

/**
 * The two species of a pair side by side, fact by fact. A fact neither records is left out; one
 * that only one records is a row whose other value reads "not recorded".
 */
export function comparePair(first: ComparedFacts, second: ComparedFacts): ComparisonRow[] {
  return comparedFacts.flatMap((fact) => {
    const values: ComparisonRow["values"] = [valueOf(first, fact), valueOf(second, fact)];
    if (values[0] === undefined && values[1] === undefined) return [];
    const differs =
      values[0] !== undefined && values[1] !== undefined && tellApart(fact, first, second);
    return [{ fact, values, differs }];
  });
}
