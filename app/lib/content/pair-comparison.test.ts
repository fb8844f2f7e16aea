import { describe, expect, it } from "vitest";
import { type ComparedFacts, comparePair } from "./pair-comparison.ts";

const deathCap: ComparedFacts = {
  edibility: "deadly",
  capSize: [5, 15],
  capColour: ["green", "olive"],
  habitat: "Broadleaf woods",
  ecology: ["mycorrhizal"],
  hymenium: "gills",
  sporePrint: ["white"],
  season: [7, 8, 9, 10],
  seasonText: "July to October",
};

/** Whether the death cap and a copy of it with `other` facts differ on `fact`. */
const differs = (other: Partial<ComparedFacts>, fact: string) =>
  comparePair(deathCap, { ...deathCap, ...other }).find((row) => row.fact === fact)?.differs;

describe("a lookalike pair's table", () => {
  it("marks the facts that differ, not those the two share", () => {
    const fieldMushroom: ComparedFacts = {
      ...deathCap,
      edibility: "choice",
      habitat: "Grazed pasture",
      ecology: ["saprotrophic"],
      sporePrint: ["brown"],
    };
    expect(comparePair(deathCap, fieldMushroom)).toEqual([
      { fact: "edibility", values: ["deadly", "choice"], verdict: "differs", differs: true },
      { fact: "hymenium", values: ["gills", "gills"], verdict: "same", differs: false },
      { fact: "sporePrint", values: [["white"], ["brown"]], verdict: "differs", differs: true },
      {
        fact: "capColour",
        values: [
          ["green", "olive"],
          ["green", "olive"],
        ],
        verdict: "same",
        differs: false,
      },
      {
        fact: "capSize",
        values: [
          [5, 15],
          [5, 15],
        ],
        verdict: "same",
        differs: false,
      },
      {
        fact: "ecology",
        values: [["mycorrhizal"], ["saprotrophic"]],
        verdict: "differs",
        differs: true,
      },
      {
        fact: "habitat",
        values: ["Broadleaf woods", "Grazed pasture"],
        verdict: "compare",
        differs: false,
      },
      {
        fact: "season",
        values: ["July to October", "July to October"],
        verdict: "same",
        differs: false,
      },
    ]);
  });

  it("keeps a fact only one records, as not differing, and leaves out one neither records", () => {
    const { sporePrint: _left, ecology: _out, ...lessKnown } = deathCap;
    const { ecology: _none, ...noEcology } = deathCap;
    const rows = comparePair(noEcology, lessKnown);
    expect(rows.find((row) => row.fact === "sporePrint")).toEqual({
      fact: "sporePrint",
      values: [["white"], undefined],
      verdict: "unrecorded",
      differs: false,
    });
    expect(rows.map((row) => row.fact)).not.toContain("ecology");
  });

  it("tells seasons, sizes and lists apart only where they do not overlap", () => {
    expect(differs({ season: [8, 9, 10, 11], seasonText: "August to November" }, "season")).toBe(
      false,
    );
    expect(differs({ season: [3, 4], seasonText: "March to April" }, "season")).toBe(true);
    expect(differs({ capSize: [12, 20] }, "capSize")).toBe(false);
    expect(differs({ capSize: [16, 20] }, "capSize")).toBe(true);
    expect(differs({ capColour: ["olive", "brown"] }, "capColour")).toBe(false);
    expect(differs({ capColour: ["red"] }, "capColour")).toBe(true);
  });
});
