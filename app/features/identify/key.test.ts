import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  type KeySpecies,
  type KeyState,
  keyCharacters,
  keyStateSearch,
  nextCharacter,
  parseKeyState,
  rankSpecies,
} from "./key.ts";
import { dangerList } from "./key-danger.ts";

const deathCap: KeySpecies = {
  slug: "death-cap",
  name: "Death cap",
  scientificName: "Amanita phalloides",
  edibility: "deadly",
  hymenium: "gills",
  capShape: ["convex", "flat"],
  capColour: ["green", "olive", "yellow"],
  capSize: [5, 15],
  gillAttachment: ["free"],
  hymeniumColour: ["white"],
  stipe: ["ring-and-volva"],
  sporePrint: ["white"],
  substrate: ["soil"],
  season: [7, 8, 9, 10, 11],
};

const flyAgaric: KeySpecies = {
  slug: "fly-agaric",
  name: "Fly agaric",
  scientificName: "Amanita muscaria",
  edibility: "poisonous",
  hymenium: "gills",
  capShape: ["convex", "flat"],
  capColour: ["red", "orange"],
  capSize: [8, 20],
  gillAttachment: ["free"],
  hymeniumColour: ["white"],
  stipe: ["ring-and-volva"],
  sporePrint: ["white"],
  substrate: ["soil"],
  season: [8, 9, 10, 11],
};

const fieldMushroom: KeySpecies = {
  slug: "field-mushroom",
  name: "Field mushroom",
  scientificName: "Agaricus campestris",
  edibility: "choice",
  hymenium: "gills",
  capShape: ["convex", "flat"],
  capColour: ["white", "cream"],
  capSize: [3, 10],
  gillAttachment: ["free"],
  hymeniumColour: ["pink", "brown"],
  stipe: ["ring"],
  sporePrint: ["purple-brown"],
  substrate: ["grass"],
  season: [6, 7, 8, 9, 10],
};

const pennyBun: KeySpecies = {
  slug: "penny-bun",
  name: "Penny bun",
  scientificName: "Boletus edulis",
  edibility: "choice",
  hymenium: "pores",
  capShape: ["convex"],
  capColour: ["brown"],
  capSize: [8, 25],
  hymeniumColour: ["white", "cream", "yellow", "olive"],
  stipe: ["bare"],
  sporePrint: ["olive"],
  substrate: ["soil"],
  season: [7, 8, 9, 10, 11],
};

const chanterelle: KeySpecies = {
  slug: "chanterelle",
  name: "Chanterelle",
  scientificName: "Cantharellus cibarius",
  edibility: "choice",
  hymenium: "ridges",
  capShape: ["depressed", "funnel"],
  capColour: ["yellow", "orange"],
  capSize: [3, 10],
  gillAttachment: ["decurrent"],
  hymeniumColour: ["yellow", "orange"],
  stipe: ["bare"],
  sporePrint: ["cream"],
  substrate: ["soil", "moss"],
  season: [6, 7, 8, 9, 10, 11],
};

const sulphurTuft: KeySpecies = {
  slug: "sulphur-tuft",
  name: "Sulphur tuft",
  scientificName: "Hypholoma fasciculare",
  edibility: "poisonous",
  hymenium: "gills",
  capShape: ["convex", "umbonate"],
  capColour: ["yellow", "orange"],
  capSize: [2, 7],
  gillAttachment: ["adnate"],
  hymeniumColour: ["yellow", "green", "black"],
  stipe: ["cortina"],
  sporePrint: ["purple-brown"],
  substrate: ["wood"],
  season: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
};

const oyster: KeySpecies = {
  slug: "oyster-mushroom",
  name: "Oyster mushroom",
  scientificName: "Pleurotus ostreatus",
  edibility: "edible",
  hymenium: "gills",
  capShape: ["shelf"],
  capColour: ["grey", "brown", "cream"],
  capSize: [5, 20],
  gillAttachment: ["decurrent"],
  hymeniumColour: ["white", "cream"],
  stipe: ["none"],
  sporePrint: ["white"],
  substrate: ["wood"],
  season: [10, 11, 12, 1, 2, 3],
};

const shaggyInkCap: KeySpecies = {
  slug: "shaggy-ink-cap",
  name: "Shaggy ink cap",
  scientificName: "Coprinus comatus",
  edibility: "edible",
  hymenium: "gills",
  capShape: ["bell", "conical"],
  capColour: ["white"],
  capSize: [3, 6],
  gillAttachment: ["free"],
  hymeniumColour: ["white", "pink", "black"],
  stipe: ["ring"],
  sporePrint: ["black"],
  substrate: ["grass", "soil"],
  season: [8, 9, 10, 11],
};

/** A species the data knows little about: only what every species has. */
const littleKnown: KeySpecies = {
  slug: "little-known",
  name: "Little-known brown",
  scientificName: "Incertae sedis",
  edibility: "unknown",
  season: [9, 10],
};

const fixture = [
  deathCap,
  flyAgaric,
  fieldMushroom,
  pennyBun,
  chanterelle,
  sulphurTuft,
  oyster,
  shaggyInkCap,
  littleKnown,
];

const state = (search: string) => parseKeyState(new URLSearchParams(search));
const slugs = (matches: { species: KeySpecies }[]) => matches.map(({ species }) => species.slug);
const rank = (search: string, species = fixture) => rankSpecies(species, state(search));
const rankOf = (search: string, species: KeySpecies) =>
  rank(search).find((match) => match.species === species);
const danger = (search: string, species = fixture) =>
  slugs(dangerList(rankSpecies(species, state(search)), state(search)));
const next = (search: string, species = fixture) =>
  nextCharacter(rankSpecies(species, state(search)), state(search));
const sized = (capSize: [number, number]): KeySpecies => ({ ...littleKnown, capSize });
/** The size classes a cap of `capSize` cm matches. */
const classesOf = (capSize: [number, number]) =>
  keyCharacters.capSize.filter(
    (size) => rankSpecies([sized(capSize)], { capSize: [size] })[0]?.matched === 1,
  );

describe("the key's state in the URL", () => {
  it("reads the schema's names with a parameter per value, and writes them back the same", () => {
    const search = "?hymenium=gills&stipe=ring-and-volva&capColour=green&capColour=olive";
    expect(state(search)).toEqual({
      hymenium: ["gills"],
      capColour: ["green", "olive"],
      stipe: ["ring-and-volva"],
    });
    expect(keyStateSearch(state(search)).toString()).toBe(
      "hymenium=gills&capColour=green&capColour=olive&stipe=ring-and-volva",
    );
  });

  it("puts the characters and their values in the schema's order, so one state has one URL", () => {
    const shuffled = "month=10&capColour=olive&month=9&capColour=green&hymenium=gills";
    const canonical = "hymenium=gills&capColour=green&capColour=olive&month=9&month=10";
    expect(keyStateSearch(state(shuffled)).toString()).toBe(canonical);
    expect(keyStateSearch(state(canonical)).toString()).toBe(canonical);
    const written: KeyState = { sporePrint: ["white", "cream"], capSize: ["large", "small"] };
    expect(state(keyStateSearch(written).toString())).toEqual({
      capSize: ["small", "large"],
      sporePrint: ["white", "cream"],
    });
  });

  it("drops unknown names and values, and repeated values", () => {
    const junk =
      "colour=green&hymenium=gils&capColour=olive&capColour=olive&month=13&month=09&month=9" +
      "&utm_source=feed&stipe=&capSize=huge&substrate=Wood";
    expect(state(junk)).toEqual({ capColour: ["olive"], month: ["9"] });
    expect(state("")).toEqual({});
    expect(keyStateSearch({}).toString()).toBe("");
  });

  it("lists every character with its values, months as 1 to 12", () => {
    expect(Object.keys(keyCharacters)).toEqual([
      "hymenium",
      "capShape",
      "capColour",
      "capSize",
      "gillAttachment",
      "hymeniumColour",
      "stipe",
      "sporePrint",
      "substrate",
      "month",
    ]);
    expect(keyCharacters.month).toEqual(Array.from({ length: 12 }, (_, index) => `${index + 1}`));
    expect(keyCharacters.capSize).toEqual(["small", "medium", "large"]);
  });
});

describe("ranking the species", () => {
  it("lists every species by name when nothing is chosen", () => {
    const names = fixture.map((species) => species.name).toSorted((a, b) => a.localeCompare(b));
    expect(rank("").map(({ species }) => species.name)).toEqual(names);
    expect(rank("").every(({ matched, considered }) => matched === 0 && considered === 0)).toBe(
      true,
    );
  });

  it("puts a species that contradicts a choice below every species that contradicts none", () => {
    // The field mushroom matches three of four; its ring contradicts.
    const matches = rank(
      "hymenium=gills&capShape=convex&capColour=white&capColour=green&stipe=ring-and-volva",
    );
    const field = matches.find(({ species }) => species === fieldMushroom);
    expect(field).toMatchObject({ matched: 3, considered: 4, contradicted: ["stipe"] });
    const firstContradicting = matches.findIndex(({ contradicted }) => contradicted.length > 0);
    expect(firstContradicting).toBeGreaterThan(0);
    expect(matches.slice(0, firstContradicting).map(({ contradicted }) => contradicted)).toEqual(
      Array.from({ length: firstContradicting }, () => []),
    );
    // Even the little-known species, which matches nothing, ranks above it.
    expect(slugs(matches).slice(0, firstContradicting)).toEqual(["death-cap", "little-known"]);
  });

  it("orders by matches, then fewer contradictions, then name", () => {
    const matches = rank("hymenium=gills&stipe=ring-and-volva&sporePrint=white&substrate=wood");
    expect(
      matches.map(({ species, matched, contradicted }) => [
        species.slug,
        matched,
        contradicted.length,
      ]),
    ).toEqual([
      // Contradicting none: the little-known species records none of these.
      ["little-known", 0, 0],
      ["death-cap", 3, 1],
      ["fly-agaric", 3, 1],
      ["oyster-mushroom", 3, 1],
      ["sulphur-tuft", 2, 2],
      ["field-mushroom", 1, 3],
      ["shaggy-ink-cap", 1, 3],
      ["chanterelle", 0, 4],
      ["penny-bun", 0, 4],
    ]);
  });

  it("counts an unrecorded fact as neither a match nor a contradiction", () => {
    const { sporePrint: _unrecorded, ...noPrint } = deathCap;
    const choices = "hymenium=gills&stipe=ring-and-volva";
    const withPrint = rankSpecies([deathCap, noPrint], state(`${choices}&sporePrint=white`));
    const againstPrint = rankSpecies([deathCap, noPrint], state(`${choices}&sporePrint=pink`));
    const without = rankSpecies([deathCap], state(choices))[0];
    // The same standing as without that choice: two of two, nothing against.
    expect(withPrint[1]).toEqual({ ...without, species: noPrint });
    expect(againstPrint[0]).toEqual({ ...without, species: noPrint });
    // The species that records it is helped when it agrees and sunk when it does not.
    expect(withPrint[0]).toMatchObject({ species: deathCap, matched: 3, considered: 3 });
    expect(againstPrint[1]).toMatchObject({ species: deathCap, contradicted: ["sporePrint"] });
  });

  it("takes several values of one character as any of them", () => {
    const matches = rank("capColour=green&capColour=red");
    expect(slugs(matches).slice(0, 2)).toEqual(["death-cap", "fly-agaric"]);
    expect(matches[0]).toMatchObject({ matched: 1, considered: 1, contradicted: [] });
    expect(matches[1]).toMatchObject({ matched: 1, considered: 1, contradicted: [] });
    expect(rankOf("capColour=green&capColour=red", pennyBun)?.contradicted).toEqual(["capColour"]);
  });

  it("takes a ring-and-volva species as one with a ring, and one with a volva", () => {
    expect(rankOf("stipe=ring", deathCap)).toMatchObject({ matched: 1, contradicted: [] });
    expect(rankOf("stipe=volva", deathCap)).toMatchObject({ matched: 1, contradicted: [] });
    expect(rankOf("stipe=ring-and-volva", fieldMushroom)?.contradicted).toEqual(["stipe"]);
    expect(rankOf("stipe=bare", deathCap)?.contradicted).toEqual(["stipe"]);
  });

  it("puts a cap in every size class its range overlaps, the edges in both", () => {
    expect(classesOf([2, 4])).toEqual(["small"]);
    expect(classesOf([3, 5])).toEqual(["small", "medium"]);
    expect(classesOf([5, 10])).toEqual(["medium"]);
    expect(classesOf([4, 12])).toEqual(["small", "medium", "large"]);
    expect(classesOf([10, 30])).toEqual(["medium", "large"]);
    expect(classesOf([11, 30])).toEqual(["large"]);
  });

  it("matches a month in the season, across the new year", () => {
    expect(rankOf("month=1", oyster)).toMatchObject({ matched: 1, considered: 1 });
    expect(rankOf("month=12", oyster)).toMatchObject({ matched: 1, considered: 1 });
    expect(rankOf("month=6", oyster)?.contradicted).toEqual(["month"]);
    expect(rankOf("month=6&month=1", oyster)?.matched).toBe(1);
  });
});

describe("the danger list", () => {
  it("holds a deadly species that matches every choice, whatever its rank", () => {
    const search = "hymenium=gills&sporePrint=white&stipe=ring-and-volva";
    expect(danger(search)).toEqual(["death-cap", "fly-agaric"]);
    // The little-known species outranks it here, and the list still holds it.
    expect(danger(`${search}&substrate=wood&capColour=green`)).toContain("death-cap");
  });

  it("holds it when it misses one choice, and not two", () => {
    expect(danger("hymenium=gills&sporePrint=white&stipe=bare")).toContain("death-cap");
    expect(danger("hymenium=gills&sporePrint=black&stipe=bare")).not.toContain("death-cap");
  });

  it("never counts an unrecorded fact against a species (issue 64)", () => {
    const { sporePrint: _unrecorded, ...noPrint } = deathCap;
    expect(danger("hymenium=gills&sporePrint=white&stipe=ring-and-volva", [noPrint])).toEqual([
      "death-cap",
    ]);
    expect(danger("hymenium=gills&sporePrint=pink&capColour=red", [noPrint])).toEqual([
      "death-cap",
    ]);
  });

  it("lists the deadly before the poisonous, and never an edible one", () => {
    const search = "hymenium=gills&capColour=red&stipe=ring-and-volva";
    expect(slugs(rank(search)).indexOf("fly-agaric")).toBeLessThan(
      slugs(rank(search)).indexOf("death-cap"),
    );
    expect(danger(search)).toEqual(["death-cap", "fly-agaric"]);
    expect(danger("hymenium=gills&stipe=ring&sporePrint=purple-brown&substrate=grass")).toEqual([]);
  });

  it("needs one match: not every deadly species for a single choice, none for no choice", () => {
    expect(danger("hymenium=pores")).toEqual([]);
    expect(danger("hymenium=gills")).toEqual(["death-cap", "fly-agaric", "sulphur-tuft"]);
    expect(danger("")).toEqual([]);
  });
});

describe("check this next", () => {
  it("asks the character that tells the remaining species apart, most common value first", () => {
    // Left: the death cap and the fly agaric, alike but for the cap's colour and season.
    expect(next("stipe=ring-and-volva")).toEqual({
      character: "capColour",
      values: [
        { value: "yellow", count: 1 },
        { value: "orange", count: 1 },
        { value: "red", count: 1 },
        { value: "green", count: 1 },
        { value: "olive", count: 1 },
      ],
    });
  });

  it("never asks a character already chosen", () => {
    expect(next("stipe=ring-and-volva&capColour=green&capColour=red")).toMatchObject({
      character: "month",
      // The little-known species fruits in September and October.
      values: [9, 10, 8, 11, 7].map((month) => ({ value: `${month}` })),
    });
    for (const search of ["", "hymenium=gills", "hymenium=gills&substrate=soil", "month=9"]) {
      const chosen = Object.keys(state(search));
      const asked = next(search);
      expect(asked).toBeDefined();
      expect(chosen).not.toContain(asked?.character);
    }
  });

  it("asks one whose every answer narrows the candidates", () => {
    const search = "hymenium=gills";
    const asked = next(search);
    const candidates = rank(search).filter(({ contradicted }) => contradicted.length === 0);
    expect(asked?.values.length).toBeGreaterThan(1);
    for (const { value, count } of asked?.values ?? []) {
      const answered = rank(`${search}&${asked?.character}=${value}`).filter(
        ({ contradicted }) => contradicted.length === 0,
      );
      expect(answered.length).toBeLessThan(candidates.length);
      expect(count).toBeLessThan(candidates.length);
    }
  });

  it("asks nothing when one species remains or none of the characters tells them apart", () => {
    expect(next("hymenium=pores&month=7")).toBeUndefined();
    expect(next("", [deathCap, { ...deathCap, slug: "twin", name: "Twin" }])).toBeUndefined();
    // Seasons of several months each that are the same split nothing, however many values.
    const autumn = { ...littleKnown, season: [9, 10, 11] };
    expect(next("", [autumn, { ...autumn, slug: "twin", name: "Twin" }])).toBeUndefined();
    // Only one candidate records the cap's colour: it cannot split them.
    expect(
      next("", [
        { ...littleKnown, capColour: ["red"] },
        { ...littleKnown, slug: "twin" },
      ]),
    ).toBeUndefined();
  });
});

describe("the key's JSON", () => {
  it("stays small at 1,000 species", () => {
    // A repeatable stand-in: names of made-up syllables, facts drawn from the schema.
    let seed = 1;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
    const some = <T>(values: readonly T[], most: number) => [
      ...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(values))),
    ];
    const syllables = ["ma", "ni", "ta", "ro", "bo", "le", "tus", "cy", "be", "lla", "ru", "sul"];
    const word = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(syllables));
    const species = Array.from({ length: 1000 }, (_, index): KeySpecies => {
      const name = `${word().join("")} ${word().join("")}`;
      const first = 1 + Math.floor(random() * 12);
      const small = 1 + Math.floor(random() * 10);
      return {
        slug: `${name.replace(" ", "-")}-${index}`,
        name,
        scientificName: `${word().join("")}us ${word().join("")}a`,
        edibility: pick(["choice", "edible", "inedible", "poisonous", "deadly", "unknown"]),
        hymenium: pick(keyCharacters.hymenium),
        capShape: some(keyCharacters.capShape, 2),
        capColour: some(keyCharacters.capColour, 3),
        capSize: [small, small + Math.floor(random() * 10)],
        gillAttachment: [pick(keyCharacters.gillAttachment)],
        hymeniumColour: some(keyCharacters.hymeniumColour, 2),
        stipe: [pick(keyCharacters.stipe)],
        sporePrint: [pick(keyCharacters.sporePrint)],
        substrate: some(keyCharacters.substrate, 2),
        season: Array.from({ length: 2 + Math.floor(random() * 5) }, (_month, offset) =>
          offset + first > 12 ? offset + first - 12 : offset + first,
        ),
      };
    });
    const json = JSON.stringify(species);
    // Measured: 346,653 bytes minified, 47,642 gzipped (node:zlib at its default level 6).
    expect(json.length).toBeLessThan(400_000);
    expect(gzipSync(json).length).toBeLessThan(60_000);
  });
});
