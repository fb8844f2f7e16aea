import { describe, expect, it } from "vitest";
import { type KeySpecies, parseKeyState, rankSpecies } from "./key.ts";
import { dangerList } from "./key-danger.ts";
import { contradictingChoices } from "./key-contradiction.ts";

// Issue 64: the danger list keeps a dangerous species whose only differences are what a
// visitor may misjudge, includes psychoactive species, and contradictory choices are named.

const base: Pick<KeySpecies, "capShape" | "capSize" | "season"> = {
  capShape: ["convex"],
  capSize: [3, 10],
  season: [9, 10],
};

const jackOLantern: KeySpecies = {
  ...base,
  slug: "jack-o-lantern",
  name: "Jack-o'-lantern",
  scientificName: "Omphalotus olearius",
  edibility: "poisonous",
  hymenium: "gills",
  capColour: ["orange"],
  gillAttachment: ["decurrent"],
  stipe: ["bare"],
  sporePrint: ["white", "cream"],
  substrate: ["wood", "soil"],
};
const deathCap: KeySpecies = {
  ...base,
  slug: "death-cap",
  name: "Death cap",
  scientificName: "Amanita phalloides",
  edibility: "deadly",
  hymenium: "gills",
  capColour: ["green", "olive"],
  stipe: ["ring-and-volva"],
  sporePrint: ["white"],
  substrate: ["soil"],
};
const libertyCap: KeySpecies = {
  ...base,
  slug: "liberty-cap",
  name: "Liberty cap",
  scientificName: "Psilocybe semilanceata",
  edibility: "psychoactive",
  hymenium: "gills",
  capColour: ["brown"],
  stipe: ["bare"],
  sporePrint: ["purple-brown"],
  substrate: ["grass"],
};
const chanterelle: KeySpecies = {
  ...base,
  slug: "chanterelle",
  name: "Chanterelle",
  scientificName: "Cantharellus cibarius",
  edibility: "choice",
  hymenium: "ridges",
  capColour: ["yellow", "orange"],
  stipe: ["bare"],
  sporePrint: ["cream", "yellow"],
  substrate: ["soil"],
};
const all = [jackOLantern, deathCap, libertyCap, chanterelle];

const danger = (search: string) => {
  const state = parseKeyState(new URLSearchParams(search));
  return dangerList(rankSpecies(all, state), state).map((match) => match.species.slug);
};

describe("the danger list forgives what a visitor may misjudge", () => {
  it("keeps the jack-o'-lantern for ridges, orange and a stump taken for soil", () => {
    expect(danger("hymenium=ridges&capColour=orange&substrate=soil")).toContain("jack-o-lantern");
    // Misjudged twice over (gills for ridges, buried wood for moss), it stays listed.
    expect(danger("hymenium=ridges&capColour=orange&substrate=moss")).toContain("jack-o-lantern");
    // Pores are not gills misread: two contradictions, one of them not a misjudging.
    expect(danger("hymenium=pores&capColour=red&substrate=moss")).not.toContain("jack-o-lantern");
  });

  it("keeps the death cap when its volva stayed in the ground and the print looked cream", () => {
    expect(danger("hymenium=gills&stipe=bare&sporePrint=cream&capColour=green")).toContain(
      "death-cap",
    );
  });

  it("lists psychoactive species, after the deadly and the poisonous", () => {
    expect(danger("hymenium=gills&stipe=bare")).toEqual([
      "death-cap",
      "jack-o-lantern",
      "liberty-cap",
    ]);
    expect(danger("hymenium=gills&stipe=bare&capColour=brown")).toEqual([
      "jack-o-lantern",
      "liberty-cap",
    ]);
  });
});

describe("the danger list names the lookalikes of what matches", () => {
  const morel: KeySpecies = {
    slug: "morel",
    name: "Morel",
    scientificName: "Morchella esculenta",
    edibility: "choice",
    hymenium: "smooth",
    capShape: ["conical", "egg"],
    stipe: ["bare"],
    substrate: ["soil"],
    season: [3, 4, 5, 6],
    dangerousLookalikes: ["false-morel"],
  };
  const falseMorel: KeySpecies = {
    slug: "false-morel",
    name: "False morel",
    scientificName: "Gyromitra esculenta",
    edibility: "deadly",
    hymenium: "smooth",
    capShape: ["convex"],
    stipe: ["bare"],
    substrate: ["soil", "wood"],
    season: [3, 4, 5, 6, 7],
  };
  const dangerAmong = (search: string) => {
    const state = parseKeyState(new URLSearchParams(search));
    return dangerList(rankSpecies([morel, falseMorel, chanterelle], state), state).map(
      (match) => match.species.slug,
    );
  };

  it("keeps the false morel for a morel described with ridges and a conical cap", () => {
    // The false morel contradicts two choices, the morel one: the morel is close, and with it
    // the lookalike its page warns of.
    expect(
      dangerAmong("hymenium=ridges&capShape=conical&month=4&substrate=soil&stipe=bare"),
    ).toEqual(["false-morel"]);
  });

  it("leaves it out where nothing that has it as a lookalike is close", () => {
    expect(dangerAmong("hymenium=pores&capShape=flat&capColour=green")).toEqual([]);
  });
});

describe("contradictory choices", () => {
  it("name the characters that split the species, none while a species fits them all", () => {
    const state = parseKeyState(new URLSearchParams("hymenium=ridges&stipe=ring-and-volva"));
    expect(contradictingChoices(rankSpecies(all, state))).toEqual(["hymenium", "stipe"]);
    const fitting = parseKeyState(new URLSearchParams("hymenium=ridges"));
    expect(contradictingChoices(rankSpecies(all, fitting))).toEqual([]);
  });
});
