import { cp, rm, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { ContentError } from "./content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { sectionPage, unwrittenSectionPaths } from "./sections.server.ts";

const fixture = "tests/fixtures/content";

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

test("every file of content/ is valid (the shipped site's content)", async () => {
  expect(await problemsIn("content")).toEqual([]);
});

/** The content as the original site shipped it: three sections with a title, nothing to read. */
const seed = "tests/fixtures/seed-content";

test("the original site's content: three sections, no body, no articles", async () => {
  const content = await loadContent({ directory: seed, includeDrafts: false });
  expect(Object.values(content.sections).map(({ title, html }) => ({ title, html }))).toEqual([
    { title: "About Mushrooms", html: "" },
    { title: "Types of Mushrooms", html: "" },
    { title: "Cultural Significance", html: "" },
  ]);
  expect(content.articles).toEqual([]);
});

test("a section with nothing to read says so and stays out of search until it has", async () => {
  const unwritten = await loadContent({ directory: seed, includeDrafts: false });
  expect(unwrittenSectionPaths(unwritten)).toEqual(["/about", "/types", "/culture"]);
  expect(sectionPage(unwritten, "types", siteConfig).meta).toEqual({
    title: "Types of Mushrooms",
    description:
      "Types of Mushrooms: this section of Fungi Atlas is still being written; nothing to read here yet.",
    path: "/types",
    noindex: true,
  });

  // An intro (about) or an article (types, culture) is something to read.
  const written = await loadContent({ directory: fixture, includeDrafts: false });
  expect(unwrittenSectionPaths(written)).toEqual([]);
  expect(sectionPage(written, "types", siteConfig).meta).toEqual({
    title: "Types of Mushrooms",
    description: written.sections.types.description,
    path: "/types",
  });
});

describe("the fixture content", () => {
  test("is valid, its articles newest first, drafts left out of the build", async () => {
    const content = await loadContent({ directory: fixture, includeDrafts: false });
    expect(content.articles.map((article) => article.path)).toEqual([
      "/types/chanterelle",
      "/types/fly-agaric",
      "/culture/mushrooms-in-art",
      "/types/liberty-cap",
      "/types/jack-o-lantern",
      "/types/field-mushroom",
      "/types/death-cap",
      "/types/destroying-angel",
      "/types/penny-bun",
      "/types/bitter-bolete",
    ]);
    const withDrafts = await loadContent({ directory: fixture, includeDrafts: true });
    expect(withDrafts.articles.map((article) => article.path)).toContain("/types/sulphur-tuft");
  });

  test("renders GitHub-flavoured Markdown, anchored headings and marked links", async () => {
    const { articles } = await loadContent({ directory: fixture, includeDrafts: false });
    const article = articles.find((candidate) => candidate.slug === "fly-agaric");
    expect(article?.headings).toEqual([
      { id: "where-it-grows", text: "Where it grows" },
      { id: "how-to-recognise-it", text: "How to recognise it" },
      { id: "why-not-to-eat-it", text: "Why not to eat it" },
    ]);
    const html = article?.html ?? "";
    expect(html).toContain("<table>");
    expect(html).toContain('<span class="sr-only">Done: </span>');
    expect(html).toContain('<span class="sr-only">To do: </span>');
    expect(html).toContain('<h2 id="where-it-grows"><a href="#where-it-grows">Where it grows</a>');
    expect(html).toContain(
      '<a href="https://en.wikipedia.org/wiki/Amanita_muscaria" rel="noopener noreferrer">',
    );
    // An autolink is external too.
    expect(html).toContain('<a href="http://www.example.org" rel="noopener noreferrer">');
    expect(html).toContain('<a href="/types/chanterelle">chanterelle</a>');
    expect(article?.readingMinutes).toBe(1);
    expect(article?.updated).toBe("2026-11-15");
    expect(article?.image).toMatchObject({ width: 1600, height: 1000 });
    expect(article?.image?.sources.map((source) => source.type)).toEqual([
      "image/avif",
      "image/webp",
    ]);
  });
});

/** An article's Markdown with valid title, description and date, plus `fields`. */
const article = (fields: string, body = "Text.") =>
  `---\ntitle: Fly Agaric\ndescription: The red cap with white spots from fairy tales, and why nobody should eat it.\npublished: 2026-10-01\n${fields}---\n\n${body}\n`;

describe("a broken content folder", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await temporaryFolder("content");
    await cp(seed, directory, { recursive: true });
  });

  test("names the file and the field of each problem, every one at once", async () => {
    await mkdir(join(directory, "types"));
    await writeFile(join(directory, "types/fly-agaric.md"), article("colour: red\n"));
    await writeFile(join(directory, "types/chanterelle.md"), article("updated: 2026-01-01\n"));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/chanterelle.md: updated: must not be before published (2026-10-01)`,
      `${directory}/types/fly-agaric.md: frontmatter: unknown key "colour"`,
    ]);
  });

  test("rejects a folder that is not a section", async () => {
    await mkdir(join(directory, "recipes"));
    await writeFile(join(directory, "recipes/soup.md"), article(""));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/recipes: is not a section: articles go in a section's folder (about, types, culture)`,
    ]);
  });

  test("rejects a file name that is not a slug", async () => {
    await mkdir(join(directory, "types"));
    await writeFile(join(directory, "types/Fly_Agaric.md"), article(""));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/Fly_Agaric.md: slug: must be lowercase words joined by hyphens, e.g. "fly-agaric.md"`,
    ]);
  });

  test("rejects a link to a page of the site that does not exist, or to a draft", async () => {
    await mkdir(join(directory, "types"));
    await writeFile(
      join(directory, "types/fly-agaric.md"),
      article("", "See [the death cap](/types/death-cap) and [the blog](/blog#latest)."),
    );
    await writeFile(join(directory, "types/death-cap.md"), article("draft: true\n"));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/fly-agaric.md: link "/types/death-cap": /types/death-cap is not a page of this site`,
    ]);
  });

  test("rejects an image that is missing or without its alt text", async () => {
    await mkdir(join(directory, "types"));
    await writeFile(
      join(directory, "types/fly-agaric.md"),
      article("image: ./missing.jpg\nimageAlt: A red cap\n", "![A cap](./gone.png)"),
    );
    await writeFile(join(directory, "types/chanterelle.md"), article("image: ./x.jpg\n"));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/chanterelle.md: imageAlt: is required with image: say what the image shows`,
      `${directory}/types/fly-agaric.md: image: ${directory}/types/missing.jpg does not exist`,
      `${directory}/types/fly-agaric.md: image "./gone.png": ${directory}/types/gone.png does not exist`,
    ]);
  });

  test("rejects a glossary term the glossary does not link, naming those it does", async () => {
    await mkdir(join(directory, "types"));
    await writeFile(join(directory, "types/fly-agaric.md"), article("otherSenses: [ring, cap]\n"));
    expect(await problemsIn(directory)).toEqual([
      expect.stringMatching(
        /types\/fly-agaric\.md: otherSenses\.1: must name terms the glossary links, by anchor: fruit-body, .*\bring\b.*, parasitic$/,
      ),
    ]);
  });

  test("rejects a section without its file, and a file without frontmatter", async () => {
    await rm(join(directory, "about.md"));
    await writeFile(join(directory, "culture.md"), "No frontmatter.\n");
    expect(await problemsIn(directory)).toEqual([
      `${directory}/culture.md: frontmatter: is missing: start the file with a --- line, the fields, then ---`,
      `${directory}/about.md: is missing: every section needs its title and description`,
    ]);
  });
});

test("in npm run dev, a broken article is left out and named, and the others stay", async () => {
  const directory = await temporaryFolder("content-broken");
  await cp(fixture, directory, { recursive: true });
  await writeFile(
    join(directory, "types/broken.md"),
    "---\ntitle: Broken\ndescription: An article whose day of publication is not a day at all, to see it named.\npublished: 2026-02-30\n---\n\nText.\n",
  );
  const content = await loadContent({ directory, includeDrafts: true, leaveOutBroken: true });
  expect(content.problems).toEqual([
    expect.stringMatching(/types[\\/]broken\.md: published: must be a date/),
  ]);
  const slugs = content.articles.map(({ slug }) => slug);
  expect(slugs).toContain("fly-agaric");
  expect(slugs).not.toContain("broken");
});

/** A species article's Markdown: a valid article and species block, `species` lines appended. */
const speciesArticle = (scientificName: string, species = "", commonName = "A mushroom") =>
  `---
title: A mushroom
description: A mushroom of the woods, what it looks like and whether anybody should eat it.
published: 2026-10-01
species:
  scientificName: ${scientificName}
  commonNames: [${commonName}]
  edibility: edible
  season: [8, 9]
  habitat: Woods
${species}---

Text.
`;

const lookalikes = (...slugs: string[]) =>
  `  lookalikes:\n${slugs.map((slug) => `    - slug: ${slug}\n`).join("")}`;

const fieldMushroom = (lookalike: string) =>
  speciesArticle("Agaricus campestris", lookalike, "Field mushroom");
const deadly = (text: string) => text.replace("edibility: edible", "edibility: deadly");
const destroyingAngel = (lookalike = "") =>
  deadly(speciesArticle("Amanita virosa", lookalike, "Destroying angel"));
const deathCap = (lookalike: string, facts = "") =>
  deadly(speciesArticle("Amanita phalloides", facts + lookalike, "Death cap"));
const pairNote = "Destroying angel: white gills and a volva. Field mushroom: pink gills, no volva.";

describe("a species block", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await temporaryFolder("species");
    await cp(seed, directory, { recursive: true });
    await mkdir(join(directory, "types"));
  });

  const write = (path: string, text: string) => writeFile(join(directory, path), text);

  test("is read and its lookalikes paired both ways, the note shown as the pair's", async () => {
    await write(
      "types/field-mushroom.md",
      fieldMushroom(`  lookalikes:\n    - slug: destroying-angel\n      note: "${pairNote}"\n`),
    );
    await write("types/destroying-angel.md", destroyingAngel());
    const { articles } = await loadContent({ directory, includeDrafts: false });
    const field = articles.find(({ slug }) => slug === "field-mushroom")?.species;
    const angel = articles.find(({ slug }) => slug === "destroying-angel")?.species;
    expect(field?.pairs).toEqual([
      {
        id: "lookalike-destroying-angel",
        other: expect.objectContaining({
          path: "/types/destroying-angel",
          commonName: "Destroying angel",
          edibility: "deadly",
          seasonText: "August to September",
        }),
        notes: [pairNote],
      },
    ]);
    expect(field?.dangerousLookalikes).toEqual([
      expect.objectContaining({
        commonName: "Destroying angel",
        pairId: "lookalike-destroying-angel",
      }),
    ]);
    // The deadly species' page shows the same pair and note, from its own side.
    expect(angel?.pairs).toEqual([
      {
        id: "lookalike-field-mushroom",
        other: expect.objectContaining({ path: "/types/field-mushroom", edibility: "edible" }),
        notes: [pairNote],
      },
    ]);
    // A deadly species has no dangerous lookalike: nobody picks it to eat.
    expect(angel?.dangerousLookalikes).toEqual([]);
  });

  test("shows both notes of a pair listed on both pages", async () => {
    const otherNote = "Field mushroom: grows in grass. Destroying angel: grows by trees.";
    await write(
      "types/field-mushroom.md",
      fieldMushroom(`  lookalikes:\n    - slug: destroying-angel\n      note: "${pairNote}"\n`),
    );
    await write(
      "types/destroying-angel.md",
      destroyingAngel(`  lookalikes:\n    - slug: field-mushroom\n      note: "${otherNote}"\n`),
    );
    const { articles } = await loadContent({ directory, includeDrafts: false });
    for (const { species } of articles.filter((candidate) => candidate.species)) {
      // In the order of the files: destroying-angel.md, then field-mushroom.md.
      expect(species?.pairs.map((pair) => pair.notes)).toEqual([[otherNote, pairNote]]);
    }
  });

  test("fails on an eaten and a harmful species paired without a note, naming both files", async () => {
    await write("types/field-mushroom.md", fieldMushroom(lookalikes("destroying-angel")));
    await write("types/destroying-angel.md", destroyingAngel());
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/field-mushroom.md: species.lookalikes.0.note: is required: this species and that of ${directory}/types/destroying-angel.md are one eaten, one deadly, so the pair needs a note on how to tell them apart (on either page)`,
    ]);
  });

  test("fails on a pair that no fact a forager sees tells apart, at its stage, without a note", async () => {
    const required = `${directory}/types/death-cap.md: species.lookalikes.0.note: is required: this species and that of ${directory}/types/destroying-angel.md differ in no fact a forager sees in their table, so the pair needs a note on how to tell them apart (on either page)`;
    // Both deadly, so no note is required for what is at stake, and nothing else differs.
    await write("types/death-cap.md", deathCap(lookalikes("destroying-angel")));
    await write("types/destroying-angel.md", destroyingAngel());
    expect(await problemsIn(directory)).toEqual([required]);
    // Its gills and the angel's pores differ, but not while both are unopened eggs.
    await write("types/destroying-angel.md", destroyingAngel("  hymenium: pores\n"));
    await write(
      "types/death-cap.md",
      deathCap(
        "  lookalikes:\n    - slug: destroying-angel\n      stage: egg\n",
        "  hymenium: gills\n",
      ),
    );
    expect(await problemsIn(directory)).toEqual([required]);
    // Grown, the table tells them apart; or a note does.
    await write(
      "types/death-cap.md",
      deathCap(lookalikes("destroying-angel"), "  hymenium: gills\n"),
    );
    expect(await problemsIn(directory)).toEqual([]);
    await write(
      "types/death-cap.md",
      deathCap(
        '  lookalikes:\n    - slug: destroying-angel\n      note: "Death cap: greenish. Destroying angel: white."\n',
      ),
    );
    await write("types/destroying-angel.md", destroyingAngel());
    expect(await problemsIn(directory)).toEqual([]);
  });

  test("fails on a note that does not name both species: it shows on both pages", async () => {
    await write(
      "types/field-mushroom.md",
      fieldMushroom(
        "  lookalikes:\n    - slug: destroying-angel\n      note: Its gills stay white.\n",
      ),
    );
    await write("types/destroying-angel.md", destroyingAngel());
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/field-mushroom.md: species.lookalikes.0.note: must name both species (e.g. "Field mushroom: ... Destroying angel: ..."): both pages show it as the pair's note`,
    ]);
  });

  test.each([
    ["a malformed scientific name", "cantharellus Cibarius", "", "species.scientificName: must be"],
    ["an unknown edibility", "Boletus edulis", "", "species.edibility: must be one of choice,"],
    ["an unknown hymenium", "Boletus edulis", "  hymenium: spikes\n", "species.hymenium: must be"],
    ["a month outside 1-12", "Boletus edulis", "", "species.season.1: must be month numbers"],
    ["an unknown field", "Boletus edulis", "  colour: brown\n", 'species: unknown key "colour"'],
  ])("with %s fails, naming the file and the field", async (_, name, extra, problem) => {
    let text = speciesArticle(name, extra);
    if (problem.includes("edibility")) text = text.replace("edibility: edible", "edibility: tasty");
    if (problem.includes("season")) text = text.replace("[8, 9]", "[8, 13]");
    await write("types/penny-bun.md", text);
    const problems = await problemsIn(directory);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(`${directory}/types/penny-bun.md: ${problem}`);
  });

  // Each morphology field: the file, the field, and the values it takes.
  test.each([
    [
      "  sporePrint: dark brown\n",
      "species.sporePrint: must be one of white, cream, yellow, ochre, pink, salmon, brown, rust, purple-brown, black, olive, green, a list of them, or unknown",
    ],
    [
      "  capShape: [convex, round]\n",
      "species.capShape.1: must be one of conical, bell, convex, flat, depressed, funnel, umbonate, egg, shelf, none",
    ],
    ["  capShape: []\n", "species.capShape: must be one of conical, bell, convex"],
    [
      "  capColour: [tan]\n",
      "species.capColour.0: must be one of white, cream, yellow, orange, red, pink, purple, brown, grey, green, olive, black, blue",
    ],
    [
      "  capSize: [15, 5]\n",
      "species.capSize: must be [smallest, largest]: the first must not be larger",
    ],
    [
      "  capSize: 10\n",
      "species.capSize: must be [smallest, largest] in centimetres, e.g. [5, 15]",
    ],
    [
      "  hymenium: gills\n  gillAttachment: attached\n",
      "species.gillAttachment: must be one of free, adnexed, adnate, sinuate, decurrent, seceding, a list of them, or unknown",
    ],
    [
      "  hymenium: pores\n  gillAttachment: free\n",
      "species.gillAttachment: is for gills and ridges only: set hymenium: gills or ridges, or leave it out (hymenium is pores)",
    ],
    [
      "  hymeniumColour: [beige]\n",
      "species.hymeniumColour.0: must be one of white, cream, yellow",
    ],
    [
      "  stipe: ringed\n",
      "species.stipe: must be one of bare, ring, volva, ring-and-volva, cortina, none, a list of them, or unknown",
    ],
    [
      "  substrate: [rock]\n",
      "species.substrate.0: must be one of soil, wood, dung, moss, leaf-litter, grass, fungi",
    ],
    ['  smell: ""\n', "species.smell: must not be empty"],
    [`  bruising: ${"very ".repeat(12)}blue\n`, "species.bruising: must be at most 60 characters"],
  ])(
    "with a wrong morphology value (%s) fails, naming the file, the field and the values",
    async (extra, problem) => {
      await write("types/penny-bun.md", speciesArticle("Boletus edulis", extra));
      const problems = await problemsIn(directory);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(`${directory}/types/penny-bun.md: ${problem}`);
    },
  );

  test("accepts every morphology field, its lists kept once each and in order", async () => {
    await write(
      "types/penny-bun.md",
      speciesArticle(
        "Boletus edulis",
        "  hymenium: pores\n  sporePrint: olive\n  capShape: [convex, flat]\n  capColour: [brown, brown, cream]\n  capSize: [8, 25]\n  hymeniumColour: [white, yellow, olive]\n  stipe: bare\n  substrate: [soil]\n  smell: pleasant\n  bruising: none\n",
      ),
    );
    const { articles } = await loadContent({ directory, includeDrafts: false });
    expect(articles[0]?.species).toMatchObject({
      sporePrint: ["olive"],
      capShape: ["convex", "flat"],
      capColour: ["brown", "cream"],
      capSize: [8, 25],
      stipe: ["bare"],
      substrate: ["soil"],
      smell: "pleasant",
    });
  });

  test("fails on a missing required field, naming it", async () => {
    await write(
      "types/penny-bun.md",
      speciesArticle("Boletus edulis").replace(/ {2}habitat.*\n/, ""),
    );
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/penny-bun.md: species.habitat: is missing`,
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
