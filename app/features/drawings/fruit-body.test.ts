import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { type ContentIndex } from "#app/lib/content/content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { speciesSchema } from "#app/lib/content/species.ts";
import { type CapSurface, drawingFactsOf, type Form, type FruitBodyFacts } from "./fruit-body.ts";
import { speciesDrawing } from "./species-drawing.ts";

const { DOMParser } = new JSDOM("").window;
const forms = speciesSchema.shape.form.unwrap().options as readonly Form[];
const surfaces = speciesSchema.shape.capSurface.unwrap().options as readonly CapSurface[];

const mushroom: FruitBodyFacts = {
  capShape: ["convex"],
  capColour: ["brown"],
  hymenium: "gills",
  hymeniumColour: ["cream"],
  stipe: "bare",
};

/** The drawing, checked to parse as the XML an .svg file is. */
function drawn(facts: FruitBodyFacts) {
  const svg = speciesDrawing(facts);
  const document = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(document.querySelector("parsererror")?.textContent ?? "", svg).toBe("");
  return svg;
}

describe("a fruit body's form", () => {
  it.each(forms)("%s is drawn as no other form is", (form) => {
    const svg = drawn({ ...mushroom, form });
    for (const other of forms.filter((name) => name !== form)) {
      expect(svg, other).not.toBe(drawn({ ...mushroom, form: other }));
    }
  });

  it.each(surfaces)("a cap's skin %s is drawn as no other is", (capSurface) => {
    const svg = drawn({ ...mushroom, capSurface });
    for (const other of surfaces.filter((name) => name !== capSurface)) {
      expect(svg, other).not.toBe(drawn({ ...mushroom, capSurface: other }));
    }
  });

  it("shows warts on a pale ball as well as on a dark cap", () => {
    for (const facts of [
      { ...mushroom, capColour: ["white"] },
      { form: "ball", capColour: ["white"], stipe: "bare" },
    ] satisfies FruitBodyFacts[]) {
      expect(drawn({ ...facts, capSurface: "warts" })).not.toBe(
        drawn({ ...facts, capSurface: "smooth" }),
      );
    }
  });

  it("shows a ball cut open with its inside in the inside's colour", () => {
    const ball = { form: "ball", capColour: ["cream"], stipe: "none" } satisfies FruitBodyFacts;
    const white = drawn({ ...ball, hymeniumColour: ["white"], cut: true });
    const black = drawn({ ...ball, hymeniumColour: ["black"], cut: true });
    expect(white).not.toBe(drawn(ball));
    expect(white).not.toBe(black);
  });
});

describe("the shipped atlas's drawings", () => {
  let atlas: ContentIndex;
  beforeAll(async () => {
    atlas = await loadContent({ includeDrafts: false });
  });
  const species = (slug: string) => {
    const found = atlas.articles.find((article) => article.slug === slug)?.species;
    if (!found) throw new Error(`no species ${slug}`);
    return drawingFactsOf(found);
  };

  it("give every species a form", () => {
    const all = atlas.articles.flatMap((article) => (article.species ? [article] : []));
    expect(all.length).toBeGreaterThan(40);
    for (const article of all) expect(article.species?.form, article.slug).toBeDefined();
  });

  it.each([
    ["jelly-ear", "ear"],
    ["morel", "honeycomb"],
    ["false-morel", "brain"],
    ["oyster-mushroom", "side-stem"],
    ["lions-mane", "spines"],
    ["yellow-brain", "jelly"],
  ] as const)("draw the %s as its own form, %s, not as a cap on a stem", (slug, form) => {
    const facts = species(slug);
    expect(facts.form).toBe(form);
    const svg = speciesDrawing(facts);
    expect(svg).toBe(speciesDrawing({ ...mushroom, ...facts }));
    expect(svg).not.toBe(speciesDrawing({ ...facts, form: "cap-and-stem" }));
    expect(svg).not.toBe(speciesDrawing({ ...facts, form: "coral" }));
  });

  it("put warts on the fly agaric and the panther cap, and none on the death cap", () => {
    const warts = (slug: string) => {
      const facts = species(slug);
      return speciesDrawing(facts) !== speciesDrawing({ ...facts, capSurface: "smooth" });
    };
    expect(species("fly-agaric").form).toBe("cap-and-stem");
    expect(warts("fly-agaric")).toBe(true);
    expect(warts("panther-cap")).toBe(true);
    expect(species("death-cap").capSurface).not.toBe("warts");
  });

  it("draw the two puffballs apart", () => {
    expect(speciesDrawing(species("common-puffball"))).not.toBe(
      speciesDrawing(species("giant-puffball")),
    );
  });
});
