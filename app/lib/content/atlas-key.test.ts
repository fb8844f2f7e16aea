import { beforeAll, expect, test } from "vitest";
import { type KeyCharacter, keyCharacters } from "#app/features/identify/key.ts";
import { comparePair } from "./pair-comparison.ts";
import { type ContentIndex } from "./content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { speciesSchema } from "./species.ts";

// The shipped atlas as the key at /identify reads it (issue 64): a key character left out of a
// species would neither match nor contradict a visitor's choice, so a gap in the data would hide
// a species silently. Each is recorded, or recorded as `unknown` on purpose.

let atlas: ContentIndex;
beforeAll(async () => {
  atlas = await loadContent({ includeDrafts: false });
}, 60_000);

const speciesPages = () => atlas.articles.filter((article) => article.species);

/** The characters a species must record: the key's, the month aside (its season is required). */
const required = (Object.keys(keyCharacters) as KeyCharacter[]).filter(
  (character) => character !== "month",
);

test("every species records every key character, or records it as unknown on purpose", () => {
  const missing: string[] = [];
  for (const { path, species } of speciesPages()) {
    if (!species) continue;
    for (const character of required) {
      // How gills meet the stem is asked of gills and a chanterelle's ridges only.
      const applies =
        character !== "gillAttachment" ||
        species.hymenium === "gills" ||
        species.hymenium === "ridges";
      if (applies && species[character] === undefined) missing.push(`${path}: ${character}`);
    }
  }
  expect(missing).toEqual([]);
});

test("`unknown` reads as an empty range, and a list or one value as the range it names", () => {
  const block = {
    scientificName: "Galerina marginata",
    commonNames: ["Funeral bell"],
    edibility: "deadly",
    season: [9],
    habitat: "Wood",
    hymenium: "gills",
  };
  const parsed = speciesSchema.parse({
    ...block,
    sporePrint: ["rust", "brown"],
    stipe: "ring",
    gillAttachment: "unknown",
  });
  expect(parsed.sporePrint).toEqual(["rust", "brown"]);
  expect(parsed.stipe).toEqual(["ring"]);
  expect(parsed.gillAttachment).toEqual([]);
  // An empty list would read as unknown without saying so: it is refused.
  expect(speciesSchema.safeParse({ ...block, sporePrint: [] }).success).toBe(false);
});

/** A species' profile, its pairs resolved. */
const profile = (slug: string) => {
  const species = atlas.articles.find((article) => article.slug === slug)?.species;
  if (!species || !("pairs" in species)) throw new Error(`${slug} has no profile`);
  return species;
};

/** What the table of a pair of the atlas says of a fact. */
const verdict = (slug: string, other: string, fact: string) => {
  const species = atlas.articles.find((article) => article.slug === slug)?.species;
  if (!species || !("pairs" in species)) return undefined;
  const pair = species.pairs.find((one) => one.other.path === `/types/${other}`);
  if (!pair) return undefined;
  return comparePair(species, pair.other, pair.stage).find((row) => row.fact === fact)?.verdict;
};

test("the pairs confused as an unopened egg hide what the egg cannot show", () => {
  for (const [slug, other] of [
    ["death-cap", "common-puffball"],
    ["death-cap", "giant-puffball"],
    ["destroying-angel", "common-puffball"],
    ["destroying-angel", "giant-puffball"],
  ] as const) {
    const pair = profile(slug).pairs.find((one) => one.other.path === `/types/${other}`);
    expect(pair?.stage, `${slug} and ${other}`).toBe("egg");
    if (!pair) continue;
    const rows = comparePair(profile(slug), pair.other, pair.stage);
    const differing = rows.filter((row) => row.differs).map((row) => row.fact);
    for (const hidden of ["hymenium", "capShape", "capColour", "stipe", "sporePrint"]) {
      expect(differing, `${slug} and ${other}`).not.toContain(hidden);
    }
    expect(rows.find((row) => row.fact === "stipe")?.verdict).toBe("hidden");
  }
});

test("the pairs of issue 64 and 65 no longer claim a difference the field does not show", () => {
  // D1: both drop brown spores.
  expect(verdict("funeral-bell", "sheathed-woodtuft", "sporePrint")).toBe("overlaps");
  // W4: white to cream.
  expect(verdict("chanterelle", "false-chanterelle", "sporePrint")).toBe("overlaps");
  expect(verdict("chanterelle", "jack-o-lantern", "sporePrint")).toBe("overlaps");
  // W5: the blusher and the fly agaric under one rule for a volva reduced to scraps.
  expect(verdict("blusher", "fly-agaric", "stipe")).toBe("same");
  // A sulphur tuft's faint ring zone is easily missed: the velvet shank's bare stem is no test.
  expect(verdict("sulphur-tuft", "velvet-shank", "stipe")).toBe("overlaps");
  // Nor is a deadly webcap's: older ones lose the veil's yellow bands.
  for (const other of ["chanterelle", "false-chanterelle", "jack-o-lantern", "penny-bun"]) {
    expect(verdict("deadly-webcap", other, "stipe"), other).toBe("overlaps");
  }
  // Rows a fact-check of 2026-12-06 found claiming too much, each against two guides:
  // an old devil's bolete's cap turns buff to leather-brown;
  expect(verdict("devils-bolete", "penny-bun", "capColour")).toBe("overlaps");
  // young liberty cap gills are pale brown, young funeral bell gills cream;
  expect(verdict("liberty-cap", "funeral-bell", "hymeniumColour")).toBe("overlaps");
  // a morel's head can be round, as the false morel's is;
  expect(verdict("false-morel", "morel", "capShape")).toBe("overlaps");
  // a ripe earthball's spores are brown dust, and it may sit on a short stem-like base;
  expect(verdict("common-earthball", "common-puffball", "sporePrint")).toBe("overlaps");
  expect(verdict("common-earthball", "common-puffball", "stipe")).toBe("overlaps");
  // the bitter bolete prints pinkish brown.
  expect(verdict("bitter-bolete", "penny-bun", "sporePrint")).toBe("overlaps");
  // Its persistent ring still sets the sheathed woodtuft apart.
  expect(verdict("sulphur-tuft", "sheathed-woodtuft", "stipe")).toBe("differs");
  // Gills against ridges stays the difference that counts.
  expect(verdict("chanterelle", "false-chanterelle", "hymenium")).toBe("differs");
});
