import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { ContentError, loadContent } from "./content.server.ts";

/** The problems `loadContent` reports for a content folder, one line each. */
async function problemsIn(directory: string): Promise<readonly string[]> {
  try {
    await loadContent({ directory, includeDrafts: false });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** A species article's Markdown: a valid article and species block, `species` lines appended. */
const speciesArticle = (scientificName: string, species = "") =>
  `---
title: A mushroom
description: A mushroom of the woods, what it looks like and whether anybody should eat it.
published: 2026-10-01
species:
  scientificName: ${scientificName}
  commonNames: [A mushroom]
  edibility: edible
  season: [8, 9]
  habitat: Woods
${species}---

Text.
`;

const lookalikes = (...slugs: string[]) =>
  `  lookalikes:\n${slugs.map((slug) => `    - slug: ${slug}\n`).join("")}`;

describe("a species block", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "species-"));
    await cp("content", directory, { recursive: true });
    await mkdir(join(directory, "types"));
  });
  afterEach(() => rm(directory, { recursive: true }));

  const write = (path: string, text: string) => writeFile(join(directory, path), text);

  test("is read and its lookalikes linked both ways, with the dangerous one named", async () => {
    await write(
      "types/field-mushroom.md",
      speciesArticle(
        "Agaricus campestris",
        "  lookalikes:\n    - slug: destroying-angel\n      note: White gills.\n",
      ),
    );
    await write(
      "types/destroying-angel.md",
      speciesArticle("Amanita virosa", "  sameAs: [https://www.wikidata.org/wiki/Q1]\n").replace(
        "edibility: edible",
        "edibility: deadly",
      ),
    );
    const { articles } = await loadContent({ directory, includeDrafts: false });
    const field = articles.find((article) => article.slug === "field-mushroom")?.species;
    const angel = articles.find((article) => article.slug === "destroying-angel")?.species;
    const angelLink = {
      path: "/types/destroying-angel",
      commonName: "A mushroom",
      scientificName: "Amanita virosa",
      edibility: "deadly",
      note: "White gills.",
    };
    expect(field).toMatchObject({ season: [8, 9], lookalikes: [angelLink], mistakenFor: [] });
    expect(field?.dangerousLookalikes).toEqual([angelLink]);
    expect(angel?.mistakenFor).toEqual(
      [{ ...angelLink, path: "/types/field-mushroom", scientificName: "Agaricus campestris" }].map(
        (link) => ({ ...link, edibility: "edible" }),
      ),
    );
    // A deadly species has no dangerous lookalike: nobody picks it to eat.
    expect(angel?.dangerousLookalikes).toEqual([]);
  });

  test.each([
    ["a malformed scientific name", "cantharellus Cibarius", "", "species.scientificName: must be"],
    ["an unknown edibility", "Boletus edulis", "", "species.edibility: must be one of choice,"],
    ["an unknown hymenium", "Boletus edulis", "  hymenium: spikes\n", "species.hymenium: must be"],
    ["a month outside 1-12", "Boletus edulis", "", "species.season.1: must be month numbers"],
    ["an unknown field", "Boletus edulis", "  colour: brown\n", "species.colour: unknown field"],
  ])("with %s fails, naming the file and the field", async (_, name, extra, problem) => {
    let text = speciesArticle(name, extra);
    if (problem.includes("edibility")) text = text.replace("edibility: edible", "edibility: tasty");
    if (problem.includes("season")) text = text.replace("[8, 9]", "[8, 13]");
    await write("types/penny-bun.md", text);
    const problems = await problemsIn(directory);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(`${directory}/types/penny-bun.md: ${problem}`);
  });

  test("fails on a missing required field, naming it", async () => {
    await write(
      "types/penny-bun.md",
      speciesArticle("Boletus edulis").replace(/ {2}habitat.*\n/, ""),
    );
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/penny-bun.md: species.habitat: is required`,
    ]);
  });

  test("fails on a scientific name used twice, a bad lookalike, and a block outside types", async () => {
    await write(
      "types/penny-bun.md",
      speciesArticle("Boletus edulis", lookalikes("penny-bun", "bitter-bolete", "plain", "draft")),
    );
    await write("types/cep.md", speciesArticle("Boletus edulis"));
    await write(
      "types/plain.md",
      speciesArticle("Boletus edulis").replace(/species:[^]*---/, "---"),
    );
    await write(
      "types/draft.md",
      speciesArticle("Boletus draftus").replace("---\n\n", "draft: true\n---\n\n"),
    );
    await mkdir(join(directory, "culture"));
    await write("culture/boletes.md", speciesArticle("Boletus reticulatus"));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/culture/boletes.md: species: only articles in content/types/ describe a species`,
      `${directory}/types/penny-bun.md: species.scientificName: "Boletus edulis" is already the species of ${directory}/types/cep.md`,
      `${directory}/types/penny-bun.md: species.lookalikes.0.slug: is this page itself`,
      `${directory}/types/penny-bun.md: species.lookalikes.1.slug: ${directory}/types/bitter-bolete.md does not exist, or is a draft`,
      `${directory}/types/penny-bun.md: species.lookalikes.2.slug: ${directory}/types/plain.md has no species block`,
      `${directory}/types/penny-bun.md: species.lookalikes.3.slug: ${directory}/types/draft.md does not exist, or is a draft`,
    ]);
  });
});
