import { beforeAll, expect, test } from "vitest";
import { readSourceSync } from "./content-files.server.ts";
import { type ContentIndex } from "./content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";

// Facts fixed when the species still dated 2026-11-28 were checked again against two sources
// each (issue #65): each test fails if the old value comes back.

let atlas: ContentIndex;
beforeAll(async () => {
  atlas = await loadContent({ includeDrafts: false });
});

const species = (slug: string) => {
  const profile = atlas.articles.find((page) => page.path === `/types/${slug}`)?.species;
  if (!profile) throw new Error(`${slug} has no species page`);
  return profile;
};
/** The Markdown body of a species page, as its writer wrote it. */
const body = (slug: string) => readSourceSync(`content/types/${slug}.md`, () => {})?.body ?? "";

test("the chanterelle's season ends in November, as Phillips and English Fungi give it", () => {
  expect(species("chanterelle").season).toEqual([6, 7, 8, 9, 10, 11]);
  expect(body("chanterelle")).not.toMatch(/December/);
});

test("the yellow brain's size names both ranges the guides give", () => {
  expect(body("yellow-brain")).toMatch(/2 to 10 cm.*7\.5 cm/);
});

test("the beefsteak fungus has the size and every spore print colour its guides give", () => {
  expect(species("beefsteak-fungus").capSize).toEqual([5, 20]);
  expect(species("beefsteak-fungus").sporePrint).toEqual(["white", "cream", "pink"]);
});

test("the blusher's season ends in November, as Phillips, NatureSpot and Scottish Fungi give it", () => {
  expect(species("blusher").season).toEqual([6, 7, 8, 9, 10, 11]);
  expect(body("blusher")).not.toMatch(/December/);
});

test("the fairy ring champignon smells of sawdust or bitter almonds, as Phillips and Myco-Ident say", () => {
  expect(species("fairy-ring-champignon").smell).toMatch(/sawdust.*almond/);
});

test("the field mushroom has the size and season Phillips and the Foraging Course Company give", () => {
  expect(species("field-mushroom").capSize).toEqual([3, 10]);
  expect(species("field-mushroom").season).toEqual([6, 7, 8, 9, 10, 11]);
  expect(body("field-mushroom")).not.toMatch(/late spring/);
});

test("the horn of plenty fruits August to November with a white to pale buff print, as its guides give", () => {
  expect(species("horn-of-plenty").season).toEqual([8, 9, 10, 11]);
  expect(species("horn-of-plenty").sporePrint).toEqual(["white", "cream"]);
  expect(body("horn-of-plenty")).not.toMatch(/July to December/);
});

test("the lion's mane has the size, spine length and season Kew, Wikipedia and Wild Food UK give", () => {
  expect(species("lions-mane").capSize).toEqual([5, 40]);
  expect(species("lions-mane").season).toEqual([6, 7, 8, 9, 10]);
  expect(body("lions-mane")).not.toMatch(/5 or 6 cm|into winter/);
});
