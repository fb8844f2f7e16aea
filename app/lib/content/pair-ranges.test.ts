import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ComparedFacts, comparedFacts, comparePair } from "./pair-comparison.ts";
import { colours, sporePrintColours, stipes, substrates } from "./species-terms.ts";

// Issue 64: a row says "Differs" only when the two species' ranges cannot overlap, and never
// about what cannot be seen at the stage the two are confused.

const base: ComparedFacts = {
  edibility: "deadly",
  habitat: "Woods",
  season: [8, 9],
  seasonText: "August to September",
};

const range = <T extends string>(values: readonly T[]) =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: values.length });

/** Two ranges of the same values that share at least one. */
const overlapping = <T extends string>(values: readonly T[]) =>
  fc
    .tuple(range(values), range(values), fc.constantFrom(...values))
    .map(([a, b, shared]) => [[...new Set([...a, shared])], [...new Set([...b, shared])]] as const);

const verdictOf = (first: Partial<ComparedFacts>, second: Partial<ComparedFacts>, fact: string) =>
  comparePair({ ...base, ...first }, { ...base, ...second }).find((row) => row.fact === fact)
    ?.verdict;

describe("a pair's table compares ranges, not labels", () => {
  it("never says Differs of two overlapping ranges of colours, prints, stems or substrates", () => {
    fc.assert(
      fc.property(
        overlapping(sporePrintColours),
        overlapping(colours),
        overlapping(stipes),
        overlapping(substrates),
        (prints, caps, stems, grounds) => {
          const rows = comparePair(
            {
              ...base,
              sporePrint: [...prints[0]],
              capColour: [...caps[0]],
              stipe: [...stems[0]],
              substrate: [...grounds[0]],
            },
            {
              ...base,
              sporePrint: [...prints[1]],
              capColour: [...caps[1]],
              stipe: [...stems[1]],
              substrate: [...grounds[1]],
            },
          );
          for (const fact of ["sporePrint", "capColour", "stipe", "substrate"]) {
            expect(rows.find((row) => row.fact === fact)?.verdict).not.toBe("differs");
          }
        },
      ),
    );
  });

  it("never says Differs of two cap sizes whose ranges overlap", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (start, length, offset, otherLength) => {
          const first: [number, number] = [start, start + length];
          const otherStart = start + Math.min(offset, length);
          const second: [number, number] = [otherStart, otherStart + otherLength];
          expect(verdictOf({ capSize: first }, { capSize: second }, "capSize")).not.toBe("differs");
        },
      ),
    );
  });

  it("says Differs of disjoint ranges, Same of equal ones, Overlaps between", () => {
    expect(verdictOf({ capColour: ["red"] }, { capColour: ["green"] }, "capColour")).toBe(
      "differs",
    );
    expect(
      verdictOf({ capColour: ["red", "orange"] }, { capColour: ["orange", "red"] }, "capColour"),
    ).toBe("same");
    expect(
      verdictOf({ capColour: ["red", "orange"] }, { capColour: ["orange"] }, "capColour"),
    ).toBe("overlaps");
    expect(verdictOf({ capSize: [2, 5] }, { capSize: [6, 9] }, "capSize")).toBe("differs");
  });

  it("reads the funeral bell's and the sheathed woodtuft's browns, and white against cream, as overlapping", () => {
    expect(verdictOf({ sporePrint: ["rust"] }, { sporePrint: ["brown"] }, "sporePrint")).toBe(
      "overlaps",
    );
    expect(verdictOf({ sporePrint: ["cream"] }, { sporePrint: ["white"] }, "sporePrint")).toBe(
      "overlaps",
    );
    expect(verdictOf({ sporePrint: ["white"] }, { sporePrint: ["black"] }, "sporePrint")).toBe(
      "differs",
    );
  });

  it("never calls unknown a difference: a species that records a character as unknown is unrecorded", () => {
    expect(verdictOf({ sporePrint: [] }, { sporePrint: ["black"] }, "sporePrint")).toBe(
      "unrecorded",
    );
  });
});

describe("the stage at which a pair is confused", () => {
  const deathCap: ComparedFacts = {
    ...base,
    hymenium: "gills",
    sporePrint: ["white"],
    capShape: ["egg", "convex"],
    capColour: ["green"],
    stipe: ["ring-and-volva"],
    substrate: ["soil"],
  };
  const puffball: ComparedFacts = {
    ...base,
    edibility: "edible",
    hymenium: "gleba",
    sporePrint: ["olive"],
    capShape: ["none"],
    capColour: ["white"],
    stipe: ["none"],
    substrate: ["soil", "grass"],
  };

  it("marks what an unopened egg hides as hidden, never as differing", () => {
    const rows = comparePair(deathCap, puffball, "egg");
    const hidden = rows.filter((row) => row.verdict === "hidden").map((row) => row.fact);
    expect(hidden).toEqual(["hymenium", "sporePrint", "capShape", "capColour", "stipe"]);
    expect(rows.filter((row) => row.differs).map((row) => row.fact)).toEqual(["edibility"]);
    // Grown, the same two differ on what the egg hides.
    const grown = comparePair(deathCap, puffball);
    expect(grown.filter((row) => row.differs).map((row) => row.fact)).toContain("stipe");
  });

  it("hides only what a young one has not shown yet", () => {
    const rows = comparePair(deathCap, puffball, "young");
    expect(rows.find((row) => row.fact === "hymenium")?.verdict).toBe("differs");
    expect(rows.find((row) => row.fact === "stipe")?.verdict).toBe("hidden");
    expect(comparedFacts).toContain("stipe");
  });
});
