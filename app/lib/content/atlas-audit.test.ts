import { beforeAll, describe, expect, test } from "vitest";
import { readSourceSync } from "./content-files.server.ts";
import { type Article, type ContentIndex } from "./content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";

// The errors an audit of the atlas found (issue #65), each checked by its fact in the built atlas
// or in the Markdown a page is made from: each test fails if its error comes back.

let atlas: ContentIndex;
beforeAll(async () => {
  atlas = await loadContent({ includeDrafts: false });
});

const article = (path: string): Article => {
  const found = atlas.articles.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`${path} is not in the atlas`);
  return found;
};
const species = (slug: string) => {
  const profile = article(`/types/${slug}`).species;
  if (!profile) throw new Error(`${slug} has no species block`);
  return profile;
};
/** The Markdown body of a page, as its writer wrote it. */
const body = (path: string) => readSourceSync(`content${path}.md`, () => {})?.body ?? "";
const urls = (path: string) => (article(path).sources ?? []).map(({ url }) => url);
const minutes = (delay: string) => {
  const [count = "0", unit = ""] = delay.split(" ");
  return Number(count) * (unit.startsWith("day") ? 1440 : unit.startsWith("hour") ? 60 : 1);
};

describe("dangerous and wrong facts", () => {
  test("W1: the parasol is never said to be eaten raw", () => {
    expect(body("/types/parasol")).not.toMatch(/some say it can be eaten raw/i);
    expect(body("/types/parasol")).toMatch(/never eat it raw/);
  });

  test("W2: the St George's mushroom is in season April to June only", () => {
    expect(species("st-georges-mushroom").season).toEqual([4, 5, 6]);
  });

  test("W3: the fool's funnel note does not confine it to late summer and autumn", () => {
    const notes = species("fools-funnel").pairs.flatMap((pair) => pair.notes);
    const note = notes.find((text) => text.includes("St George"));
    expect(note).toMatch(/April/);
  });

  test("W6: the liberty cap and the funeral bell are a pair with a note, and Inocybe is named", () => {
    const pair = species("liberty-cap").pairs.find((p) => p.other.path === "/types/funeral-bell");
    expect(pair?.notes.join(" ")).toMatch(/Liberty cap:.*Funeral bell:/);
    expect(body("/types/liberty-cap")).toMatch(/Inocybe/);
  });

  test("W7: the false chanterelle's edibility is said to be disputed, and why we chose poisonous", () => {
    expect(body("/types/false-chanterelle")).not.toMatch(
      /current references treat it as poisonous/i,
    );
    expect(body("/types/false-chanterelle")).toMatch(/Opinion is split.*safer label/s);
  });

  test("W8, W9, M18–M20: sources that are about another species or cannot be found are gone", () => {
    const all = atlas.articles.flatMap((page) => urls(page.path));
    for (const gone of [
      "amml.eu/funghi/rubroboletus/pulchrotincuts",
      "projectnoah.org/spottings/amanita-virosa",
      "discoverthewild.co.uk/MushroomGuide/deadly-webcap",
      "docslib.org/doc/6380696",
      "medicalalgorithms.com/gyromitrin-poisoning",
    ]) {
      expect(all.filter((url) => url.includes(gone))).toEqual([]);
    }
  });

  test("W10, M13: every harmful species records its poisoning; panther cap and fool's funnel start within minutes", () => {
    for (const page of atlas.articles) {
      const facts = page.species;
      if (!facts || !["deadly", "poisonous", "psychoactive"].includes(facts.edibility)) continue;
      expect(facts.poisoning, page.path).toBeDefined();
    }
    for (const slug of ["panther-cap", "fools-funnel"]) {
      const [earliest = "", latest = ""] = species(slug).poisoning?.onset ?? [];
      expect(minutes(earliest), slug).toBeLessThanOrEqual(30);
      expect(minutes(latest), slug).toBeGreaterThanOrEqual(180);
    }
    expect(species("death-cap").poisoning?.onset).toEqual(["6 hours", "24 hours"]);
    expect(species("deadly-webcap").poisoning?.syndrome).toBe("orellanine");
  });
});

describe("minor facts", () => {
  test("M1: the ink cap's alcohol warning lasts five days", () => {
    expect(body("/types/common-ink-cap")).toMatch(/at least five days/);
  });

  test("M2: ciclosporin's effect on the immune system was found in 1972, published in 1976", () => {
    expect(body("/culture/medicine-and-penicillin")).toMatch(
      /January 1972.*published the work in 1976/s,
    );
  });

  test("M3–M6: death cap and destroying angel not in June, false morel not in February, penny bun not in May", () => {
    expect(species("death-cap").season).not.toContain(6);
    expect(species("destroying-angel").season).not.toContain(6);
    expect(species("false-morel").season).not.toContain(2);
    expect(species("penny-bun").season).not.toContain(5);
  });

  test("M7: British jack-o'-lanterns are O. illudens", () => {
    expect(body("/types/jack-o-lantern")).toMatch(/British records belong to O\. illudens/);
  });

  test("M8: John Cage's 24 were white-spored agarics, not Agaricus", () => {
    expect(body("/culture/fungi-in-art-and-literature")).not.toMatch(/white-spored _Agaricus_/);
  });

  test("M9: the morel page names the early false morel, Verpa bohemica", () => {
    expect(body("/types/morel")).toMatch(/Verpa bohemica/);
  });

  test("M11: outdated names come with the current one", () => {
    expect(body("/types/liberty-cap")).toMatch(/Pholiotina rugosa/);
    expect(body("/types/amethyst-deceiver")).toMatch(/Inocybe lilacina/);
    expect(body("/types/horn-of-plenty")).toMatch(/Pseudocraterellus undulatus/);
    expect(body("/types/turkey-tail")).toMatch(/Trametes betulina/);
  });

  test("M14: the green brittlegill warns of the death cap at the top, though inedible itself", () => {
    const warned = species("green-brittlegill").dangerousLookalikes.map((link) => link.path);
    expect(warned).toContain("/types/death-cap");
  });

  test("M15: the hedgehog mushroom's description gives no reassurance", () => {
    expect(article("/types/hedgehog-mushroom").description).not.toMatch(/no close poisonous twin/);
  });

  test("M16: no source title equates the orange birch bolete with L. atrostipitatum", () => {
    const titles = (article("/types/orange-birch-bolete").sources ?? []).map(({ title }) => title);
    expect(titles.filter((title) => title.includes("atrostipitatum"))).toEqual([]);
  });

  test("M17: the common earthball says deaths have been reported", () => {
    expect(body("/types/common-earthball")).toMatch(/deaths after eating _Scleroderma_/);
  });

  test("every species article opens with a paragraph, and every species has a family", () => {
    for (const page of atlas.articles.filter((candidate) => candidate.species)) {
      expect(body(page.path).trimStart().startsWith("## "), page.path).toBe(false);
      expect(page.species?.family, page.path).toBeDefined();
      // The first audit's day, or a later check's.
      expect(
        page.species?.checked ?? "",
        `${page.path} records when its facts were checked`,
      ).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect((page.species?.checked ?? "") >= "2026-11-28", page.path).toBe(true);
    }
  });
});
