import type { Species } from "#app/lib/content/species.ts";

/** The facts of a species that the table of a lookalike pair compares. */
export type ComparedFacts = Pick<
  Species,
  "edibility" | "habitat" | "ecology" | "hymenium" | "sporePrint" | "season"
> & {
  /** Its season in words, e.g. "July to October". */
  seasonText: string;
};

/** The rows of a pair's table, in the order a forager checks them: the danger first. */
const comparedFacts = [
  "edibility",
  "hymenium",
  "sporePrint",
  "ecology",
  "habitat",
  "season",
] as const;

export type ComparedFact = (typeof comparedFacts)[number];

/** One row of a pair's table: each species' value (undefined: not recorded) and whether they differ. */
export interface ComparisonRow {
  fact: ComparedFact;
  values: [first: string | undefined, second: string | undefined];
  /** Both recorded, and not the same: a difference the forager can check. */
  differs: boolean;
}

const valueOf = (facts: ComparedFacts, fact: ComparedFact): string | undefined =>
  fact === "season" ? facts.seasonText : facts[fact];

/**
 * The two species of a pair side by side, fact by fact. A fact neither records is left out; one
 * that only one records is a row whose other value reads "not recorded".
 */
export function comparePair(first: ComparedFacts, second: ComparedFacts): ComparisonRow[] {
  return comparedFacts.flatMap((fact) => {
    const values: ComparisonRow["values"] = [valueOf(first, fact), valueOf(second, fact)];
    if (values[0] === undefined && values[1] === undefined) return [];
    const differs =
      values[0] !== undefined &&
      values[1] !== undefined &&
      (fact === "season"
        ? first.season.join() !== second.season.join()
        : values[0].toLowerCase() !== values[1].toLowerCase());
    return [{ fact, values, differs }];
  });
}
