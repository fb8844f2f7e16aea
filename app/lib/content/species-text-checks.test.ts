import { describe, expect, test } from "vitest";
import { checkSpeciesTexts } from "./species-text-checks.server.ts";
import type { Species } from "./species.ts";

// The build's checks of a species' text against its facts, on small made-up atlases.

const species = (fields: Partial<Species> & Pick<Species, "commonNames">): Species => ({
  scientificName: `Genus ${fields.commonNames[0]?.toLowerCase().replaceAll(" ", "")}`,
  edibility: "edible",
  checked: "2026-12-02",
  season: [8, 9, 10],
  habitat: "Woods",
  ...fields,
});

const page = (slug: string, body: string, facts: Species) => ({
  file: `content/types/${slug}.md`,
  slug,
  body,
  species: facts,
});

const problemsOf = (pages: Parameters<typeof checkSpeciesTexts>[0]) => {
  const problems: string[] = [];
  checkSpeciesTexts(pages, (file, problem) => problems.push(`${file}: ${problem}`));
  return problems;
};

const cap = page(
  "cap",
  "## Where and when\n\nFrom August to October.\n",
  species({ commonNames: ["Cap"] }),
);

describe("a confusion the text names", () => {
  const stalk = species({ commonNames: ["Stalk"], season: [8, 9, 10] });
  test("is reported when the two species are no pair, linked or only named", () => {
    for (const body of [
      "## Lookalikes\n\nThe [Cap](/types/cap) has a ring.\n",
      "## How to recognise it\n\nIt is often mistaken for the cap in wet weather.\n",
    ]) {
      expect(problemsOf([cap, page("stalk", body, stalk)])).toEqual([
        "content/types/stalk.md: species.lookalikes: the text names cap as a confusion, but the two are no pair: add { slug: cap, note } to either page",
      ]);
    }
  });
  test("passes when either page lists the pair, or the text says the two are not confused", () => {
    const paired = { ...stalk, lookalikes: [{ slug: "cap" }] };
    expect(
      problemsOf([cap, page("stalk", "## Lookalikes\n\nThe [Cap](/types/cap).\n", paired)]),
    ).toEqual([]);
    expect(
      problemsOf([
        cap,
        page("stalk", "## Lookalikes\n\nThe [Cap](/types/cap) is hard to mistake for it.\n", stalk),
      ]),
    ).toEqual([]);
  });
});

/** A body whose "Where and when" says `when`. */
const body = (when: string) => `## Where and when\n\n${when}\n`;

describe("the season and the months the text names", () => {
  test("a run of months the season lacks is reported", () => {
    const early = page(
      "early",
      body("It fruits from April to June."),
      species({ commonNames: ["Early"], season: [4, 5] }),
    );
    expect(problemsOf([early])).toEqual([
      'content/types/early.md: species.season: the text says "April to June", but the season lacks month 6',
    ]);
  });
  test("a season month far from every month the text names is reported", () => {
    const wide = page(
      "wide",
      body("The main season is April to June."),
      species({ commonNames: ["Wide"], season: [3, 4, 5, 6, 7, 8, 9] }),
    );
    expect(problemsOf([wide])).toEqual([
      `content/types/wide.md: species.season: has month 8, 9, which the text's "Where and when" never comes near`,
    ]);
  });
  test("seasons in words, runs of seasons and 'any month' count as named", () => {
    const words = [
      ["From late summer into autumn.", [7, 8, 9, 10, 11]],
      ["From spring to late autumn.", [3, 4, 5, 6, 7, 8, 9, 10, 11]],
      ["It can be found in any month.", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
      ["The first hard frosts end it.", [1, 6, 12]],
    ] as const;
    for (const [when, season] of words) {
      expect(
        problemsOf([
          page("words", body(when), species({ commonNames: ["Words"], season: [...season] })),
        ]),
        when,
      ).toEqual([]);
    }
  });
});

describe("a pair note that calls a differing fact shared", () => {
  const rust = species({ commonNames: ["Rust"], sporePrint: ["rust"], stipe: ["ring"] });
  test("'both' about spores beside a table that says they differ is reported", () => {
    const white = species({
      commonNames: ["White"],
      sporePrint: ["white"],
      stipe: ["ring"],
      lookalikes: [
        {
          slug: "rust",
          note: "White: pale. Rust: dark. Both have a ring, and both drop brown spores.",
        },
      ],
    });
    expect(problemsOf([page("rust", "", rust), page("white", "", white)])).toEqual([
      'content/types/white.md: species.lookalikes.0.note: says "Both have a ring, and both drop brown spores.", but the pair\'s table marks sporePrint as differing: fix the note or the facts',
    ]);
  });
  test("'both' about a fact the table shares, or about free text, passes", () => {
    const ringed = species({
      commonNames: ["Ringed"],
      sporePrint: ["rust"],
      stipe: ["ring"],
      smell: "mealy, of flour",
      lookalikes: [
        { slug: "rust", note: "Ringed: pale. Rust: dark. Both have a ring. Both smell mealy." },
      ],
    });
    expect(
      problemsOf([page("rust", "", { ...rust, smell: "mealy" }), page("ringed", "", ringed)]),
    ).toEqual([]);
  });
});
