// @vitest-environment node
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { writeBrandImages } from "./brand-images.ts";
import { startFileWorkers } from "./file-workers.ts";
import { faviconSvg } from "./site-files.ts";
import { type CardSpecies, flatDrawing, speciesCardText } from "./species-card.ts";

const deathCap: CardSpecies = {
  commonNames: ["Death cap"],
  scientificName: "Amanita phalloides",
  edibility: "deadly",
  picture: "/drawings/death-cap.svg",
  form: "cap-and-stem",
  capShape: ["convex"],
  capColour: ["olive"],
  hymenium: "gills",
  hymeniumColour: ["white"],
  stipe: ["ring-and-volva"],
  sporePrint: ["white"],
};
const chanterelle: CardSpecies = {
  ...deathCap,
  commonNames: ["Chanterelle"],
  scientificName: "Cantharellus cibarius",
  edibility: "choice",
  picture: "/drawings/chanterelle.svg",
  capColour: ["yellow"],
  hymenium: "ridges",
  stipe: ["bare"],
};
const articles = [
  { title: "Death Cap", shareImagePath: "/og/types/death-cap.png", species: deathCap },
  { title: "Chanterelle", shareImagePath: "/og/types/chanterelle.png", species: chanterelle },
  { title: "Mushrooms in Art", shareImagePath: "/og/culture/mushrooms-in-art.png" },
];

async function build(cache: string, list = articles) {
  const site = await temporaryFolder("species-card-site");
  await writeFile(join(site, "favicon.svg"), faviconSvg().content);
  const workers = startFileWorkers(cache);
  try {
    return { site, report: await writeBrandImages(site, siteConfig, list, workers) };
  } finally {
    await workers.stop();
  }
}

test("a species' card says its names and its edibility in words", () => {
  expect(speciesCardText(siteConfig, deathCap)).toEqual({
    name: "Death cap",
    scientificName: "Amanita phalloides",
    edibility: "Deadly poisonous",
  });
});

test("its drawing is flattened for the renderer: no theme, no classes, no variables", () => {
  const svg = flatDrawing(deathCap);
  expect(svg).not.toMatch(/<style>|class=|var\(|currentColor/);
  expect(svg).toContain('viewBox="0 0 120 100"');
});

test("each species gets a card of its own, redrawn only when what it shows changes", async () => {
  const cache = join(await temporaryFolder("species-card-cache"), "cache");
  const first = await build(cache);
  expect(first.report).toEqual({ shareCardsDrawn: 3, shareCardsReused: 0 });
  const card = (site: string, index: number) =>
    readFile(join(site, articles[index]?.shareImagePath ?? ""));
  expect(await card(first.site, 0)).not.toEqual(await card(first.site, 1));

  const second = await build(cache);
  expect(second.report).toEqual({ shareCardsDrawn: 0, shareCardsReused: 3 });

  // A changed edibility is a new card; the others stay as they were.
  const poisonous: CardSpecies = { ...deathCap, edibility: "poisonous" };
  const changed = [
    { title: "Death Cap", shareImagePath: "/og/types/death-cap.png", species: poisonous },
    ...articles.slice(1),
  ];
  const third = await build(cache, changed);
  expect(third.report).toEqual({ shareCardsDrawn: 1, shareCardsReused: 2 });
}, 90_000);
