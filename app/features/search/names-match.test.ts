import { beforeAll, describe, expect, test } from "vitest";
import { isHarmful } from "#app/lib/content/species-terms.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { namesIndex } from "./names-index.server.ts";
import {
  allowedTypos,
  closestNames,
  editDistance,
  foldName,
  matchNames,
  type NamedSpecies,
} from "./names-match.ts";

let species: NamedSpecies[];
beforeAll(async () => {
  species = namesIndex(await loadContent({ includeDrafts: false }), "en");
});

const first = (query: string) => matchNames(species, query)[0];

describe("the names index of the shipped atlas", () => {
  test.each([
    ["death cup", "/types/death-cap"],
    ["phaloides", "/types/death-cap"],
    ["chantrelle", "/types/chanterelle"],
    ["Pfifferling", "/types/chanterelle"],
    ["Steinpilz", "/types/penny-bun"],
    ["steinpilz", "/types/penny-bun"],
    ["Knollenblätterpilz", "/types/death-cap"],
    ["cèpe", "/types/penny-bun"],
    ["cepe", "/types/penny-bun"],
    ["girolle", "/types/chanterelle"],
    ["porcino", "/types/penny-bun"],
    ["muchomor sromotnikowy", "/types/death-cap"],
    ["Amanita phalloides", "/types/death-cap"],
    ["fliegenpilz", "/types/fly-agaric"],
    // A dangerous species' names in its own languages: a compound's last part, two spellings.
    ["fausse girolle", "/types/false-chanterelle"],
    ["Lorchel", "/types/false-morel"],
    ["Frühjahrslorchel", "/types/false-morel"],
    ["Frühjahrs-Lorchel", "/types/false-morel"],
  ])("%s puts %s first", (query, path) => {
    expect(first(query)?.species.path).toBe(path);
  });

  test("an exact name comes before a name that only contains it", () => {
    const paths = matchNames(species, "Pfifferling").map((match) => match.species.path);
    expect(paths.slice(0, 2)).toEqual(["/types/chanterelle", "/types/false-chanterelle"]);
  });

  test.each([
    ["Amanita", "/types/blusher"],
    ["muchomor", "/types/blusher"],
    ["sulphur", "/types/chicken-of-the-woods"],
    ["inkcap", "/types/shaggy-ink-cap"],
  ])(
    "%s, a name that several species answer as well, lists the harmful ones first",
    (query, eaten) => {
      const matches = matchNames(species, query);
      const firstEaten = matches.findIndex((match) => match.species.path === eaten);
      expect(firstEaten).toBeGreaterThan(0);
      expect(
        matches.slice(0, firstEaten).every((match) => isHarmful(match.species.edibility)),
      ).toBe(true);
    },
  );

  test("a mistyped address finds the species it was meant for, closest first", () => {
    const paths = closestNames(species, "deth-cap", 3).map((match) => match.species.path);
    expect(paths[0]).toBe("/types/death-cap");
    expect(new Set(paths).size).toBe(3);
  });

  test("a typo is marked as one, and an exact name is not", () => {
    expect(first("death cup")?.kind).toBe("typo");
    expect(first("death cup")?.name).toBe("Death cap");
    expect(first("Steinpilz")?.kind).toBe("exact");
  });

  test("each name keeps its language, for the page to mark it with: the content's, its own, Latin", () => {
    expect(first("death cup")?.lang).toBe("en");
    expect(first("knollenblaetterpilz")).toMatchObject({
      name: "Grüner Knollenblätterpilz",
      lang: "de",
    });
    expect(first("muchomor sromotnikowy")?.lang).toBe("pl");
    expect(first("Agaricus phalloides")?.lang).toBe("la");
    expect(closestNames(species, "phalloidezzz", 1)[0]).toMatchObject({
      name: "Amanite phalloïde",
      lang: "fr",
    });
  });

  test("a name two languages share is listed once, in the first language that has it", () => {
    const parasol = species.find((entry) => entry.path === "/types/parasol");
    expect(parasol?.names["en"]).toContain("Parasol");
    expect(parasol?.names["de"]).toEqual(["Gemeiner Riesenschirmling"]);
    expect(parasol?.names["es"]).toEqual(["Galamperna"]);
  });

  test("each eaten species lists its dangerous lookalikes, and no harmful species does", () => {
    const chanterelle = species.find((entry) => entry.path === "/types/chanterelle");
    expect(chanterelle?.dangerous).toContain("/types/jack-o-lantern");
    const deathCap = species.find((entry) => entry.path === "/types/death-cap");
    expect(deathCap?.dangerous).toEqual([]);
  });

  test("words that match nothing list nothing, and the closest name is still suggested", () => {
    expect(matchNames(species, "xqzmushrum")).toEqual([]);
    expect(matchNames(species, "phalloidezzz")).toEqual([]);
    expect(closestNames(species, "phalloidezzz", 1)[0]?.species.path).toBe("/types/death-cap");
  });
});

describe("matching by letters", () => {
  test("accents, case and punctuation fold away", () => {
    expect(foldName("Cèpe de Bordeaux")).toBe("cepe de bordeaux");
    expect(foldName("Jack-o'-Lantern")).toBe("jack o lantern");
    expect(foldName("Łysiczka")).toBe("lysiczka");
  });

  test("the typos allowed grow with the query's length", () => {
    expect([3, 4, 7, 8, 12].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
  });

  test("a short query needs its letters exact", () => {
    const named = [{ ...species[0], names: { en: ["Cep"] } } as NamedSpecies];
    expect(matchNames(named, "cap")).toEqual([]);
    expect(matchNames(named, "cep")).toHaveLength(1);
  });

  test("edits count insertions, deletions, replacements and swapped neighbours", () => {
    expect(editDistance("chantrelle", "chanterelle")).toBe(1);
    expect(editDistance("phaloides", "phalloides")).toBe(1);
    expect(editDistance("death cup", "death cap")).toBe(1);
    expect(editDistance("girolel", "girolle")).toBe(1);
    expect(editDistance("abc", "xyz")).toBe(3);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
  });
});
