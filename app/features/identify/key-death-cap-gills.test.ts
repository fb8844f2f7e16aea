import { beforeAll, expect, test } from "vitest";
import { comparePair } from "#app/lib/content/pair-comparison.ts";
import type { ContentIndex } from "#app/lib/content/content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { rankSpecies } from "./key.ts";
import { keySpecies } from "./key-species.server.ts";

// Issue 65: the death cap's old gills can look creamy or faintly green (umushroomer and the South
// Australian State Herbarium give cream; mushroom.world and MeteoFunghi a greenish tint). A visitor
// who ticks such a gill colour must still see it among the candidates, not below them.

let atlas: ContentIndex;
beforeAll(async () => {
  atlas = await loadContent({ includeDrafts: false });
}, 60_000);

test.each(["cream", "green"] as const)(
  "a %s gill with a ring and a volva keeps the death cap among the candidates",
  (colour) => {
    const ranked = rankSpecies(keySpecies(atlas), {
      hymenium: ["gills"],
      hymeniumColour: [colour],
      stipe: ["ring-and-volva"],
    });
    const deathCap = ranked.find((match) => match.species.slug === "death-cap");
    expect(deathCap?.contradicted).toEqual([]);
    expect(deathCap?.matched).toBe(3);
  },
);

test("the field mushroom's pink to brown gills still differ from the death cap's", () => {
  const deathCap = atlas.articles.find((article) => article.slug === "death-cap")?.species;
  if (!deathCap || !("pairs" in deathCap)) throw new Error("the death cap has no profile");
  const pair = deathCap.pairs.find((one) => one.other.path === "/types/field-mushroom");
  if (!pair) throw new Error("the death cap has no field mushroom pair");
  const row = comparePair(deathCap, pair.other, pair.stage).find(
    (one) => one.fact === "hymeniumColour",
  );
  expect(row?.verdict).toBe("differs");
});
