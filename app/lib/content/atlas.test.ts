import { beforeAll, describe, expect, test } from "vitest";
import { speciesDrawing } from "#app/features/drawings/species-drawing.ts";
import { eatenEdibilities, isHarmful } from "./species-terms.ts";
import { readSourceSync } from "./content-files.server.ts";
import { type ContentIndex } from "./content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { drawingFactsOf } from "#app/features/drawings/fruit-body.ts";

// The atlas shipped in content/: the rules it keeps so that a forager can trust it. Each would
// fail if a pair, a source or a lookalike went missing from a file.

/** The confusions field guides warn about, each a pair of species of the atlas (issue #57). */
const requiredPairs = [
  ["death-cap", "field-mushroom"],
  ["death-cap", "green-brittlegill"],
  ["destroying-angel", "field-mushroom"],
  ["destroying-angel", "common-puffball"],
  ["funeral-bell", "honey-fungus"],
  ["funeral-bell", "sheathed-woodtuft"],
  ["funeral-bell", "velvet-shank"],
  ["fools-funnel", "fairy-ring-champignon"],
  ["false-morel", "morel"],
  ["jack-o-lantern", "chanterelle"],
  ["deadly-webcap", "chanterelle"],
  ["panther-cap", "blusher"],
  ["yellow-stainer", "field-mushroom"],
  ["common-earthball", "common-puffball"],
  ["livid-pinkgill", "st-georges-mushroom"],
  ["livid-pinkgill", "the-miller"],
] as const;

let atlas: ContentIndex;
beforeAll(async () => {
  atlas = await loadContent({ includeDrafts: false });
});

const count = (section: string) =>
  atlas.articles.filter((article) => article.section === section).length;
const speciesPages = () => atlas.articles.filter((article) => article.species);
const bySlug = (slug: string) => atlas.articles.find((article) => article.slug === slug);

/** The words of an article's Markdown body, as a reader counts them. */
const wordCount = (slug: string, section: string) => {
  const source = readSourceSync(`content/${section}/${slug}.md`, () => {});
  return (source?.body ?? "").split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
};

test("holds at least forty species across the main groups", () => {
  const species = speciesPages();
  expect(species.length).toBeGreaterThanOrEqual(40);
  const undersides = new Set(species.map((article) => article.species?.hymenium));
  expect([...undersides].toSorted()).toEqual([
    "gills",
    "gleba",
    "pores",
    "ridges",
    "smooth",
    "teeth",
  ]);
});

describe("every dangerous confusion field guides warn about", () => {
  test.each(requiredPairs)("%s and %s are a pair, each on the other's page", (one, other) => {
    for (const [slug, lookalike] of [
      [one, other],
      [other, one],
    ] as const) {
      const page = bySlug(slug);
      expect(page?.species, `content/types/${slug}.md has a species block`).toBeDefined();
      const pair = page?.species?.pairs.find(
        (candidate) => candidate.other.path === `/types/${lookalike}`,
      );
      expect(pair, `${slug} is paired with ${lookalike}`).toBeDefined();
      expect(
        pair?.notes.length,
        `the pair of ${slug} and ${lookalike} says how to tell them apart`,
      ).toBeGreaterThan(0);
    }
  });
});

test("every harmful species an eaten species' text links to is a pair on its page", () => {
  const unpaired: string[] = [];
  for (const article of speciesPages()) {
    const species = article.species;
    if (!species || !eatenEdibilities.includes(species.edibility)) continue;
    const linked = [...article.html.matchAll(/href="\/types\/([a-z0-9-]+)"/g)].flatMap(
      ([, slug]) => (slug ? [slug] : []),
    );
    for (const slug of new Set(linked)) {
      const other = bySlug(slug)?.species;
      if (!other || !isHarmful(other.edibility)) continue;
      if (!species.dangerousLookalikes.some((lookalike) => lookalike.path === `/types/${slug}`))
        unpaired.push(`${article.slug} names ${slug} (${other.edibility})`);
    }
  }
  expect(unpaired).toEqual([]);
});

test("every species has at least two sources, each a title and a web address", () => {
  for (const article of speciesPages()) {
    expect(article.sources?.length ?? 0, article.path).toBeGreaterThanOrEqual(2);
  }
  for (const article of atlas.articles) {
    expect(article.sources?.length ?? 0, `${article.path} has sources`).toBeGreaterThan(0);
  }
});

test("every species has a drawing of its own, not the silhouette of a species with few facts", () => {
  const silhouette = speciesDrawing({});
  const drawings = new Set<string>();
  for (const article of speciesPages()) {
    const drawing = speciesDrawing(article.species ? drawingFactsOf(article.species) : {});
    expect(drawing, article.path).not.toBe(silhouette);
    drawings.add(drawing);
  }
  // Most are told apart by their drawings alone.
  expect(drawings.size).toBeGreaterThan(speciesPages().length * 0.8);
});

test("every article of content/types/ has at least 300 words, the others too", () => {
  for (const article of atlas.articles) {
    expect(wordCount(article.slug, article.section), article.path).toBeGreaterThanOrEqual(300);
  }
});

test("the sections each have an intro and their articles: three in about, six in culture", () => {
  for (const section of Object.values(atlas.sections)) expect(section.html).not.toBe("");
  expect(count("about")).toBeGreaterThanOrEqual(3);
  expect(count("culture")).toBeGreaterThanOrEqual(6);
});
