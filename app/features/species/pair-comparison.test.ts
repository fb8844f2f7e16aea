import { describe, expect, it } from "vitest";
import { type ComparedFacts, comparePair } from "./pair-comparison.ts";

const deathCap: ComparedFacts = {
  edibility: "deadly",
  habitat: "Broadleaf woods",
  ecology: "mycorrhizal",
  hymenium: "gills",
  sporePrint: "white",
  season: [7, 8, 9, 10],
  seasonText: "July to October",
};

describe("a lookalike pair's table", () => {
  it("marks the facts that differ, not those the two share", () => {
    const fieldMushroom: ComparedFacts = {
      ...deathCap,
      edibility: "choice",
      habitat: "Grazed pasture",
      ecology: "saprotrophic",
      sporePrint: "Brown",
    };
    expect(comparePair(deathCap, fieldMushroom)).toEqual([
      { fact: "edibility", values: ["deadly", "choice"], differs: true },
      { fact: "hymenium", values: ["gills", "gills"], differs: false },
      { fact: "sporePrint", values: ["white", "Brown"], differs: true },
      { fact: "ecology", values: ["mycorrhizal", "saprotrophic"], differs: true },
      { fact: "habitat", values: ["Broadleaf woods", "Grazed pasture"], differs: true },
      { fact: "season", values: ["July to October", "July to October"], differs: false },
    ]);
  });

  it("keeps a fact only one records, as not differing, and leaves out one neither records", () => {
    const { sporePrint: _left, ecology: _out, ...lessKnown } = deathCap;
    const { ecology: _none, ...noEcology } = deathCap;
    const rows = comparePair(noEcology, lessKnown);
    expect(rows.find((row) => row.fact === "sporePrint")).toEqual({
      fact: "sporePrint",
      values: ["white", undefined],
      differs: false,
    });
    expect(rows.map((row) => row.fact)).not.toContain("ecology");
  });

  it("compares seasons by their months, and words case-blind", () => {
    const later = { ...deathCap, season: [8, 9, 10, 11], seasonText: "August to November" };
    const shouting = { ...deathCap, sporePrint: "WHITE" };
    expect(comparePair(deathCap, later).find((row) => row.fact === "season")?.differs).toBe(true);
    expect(comparePair(deathCap, shouting).find((row) => row.fact === "sporePrint")?.differs).toBe(
      false,
    );
  });
});
