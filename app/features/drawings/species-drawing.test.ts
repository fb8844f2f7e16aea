import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  capShapes,
  colours,
  type DrawingFacts,
  gillAttachments,
  hymenia,
  sporePrintColours,
  type Stipe,
  stipes,
} from "#app/lib/content/species-terms.ts";
import { cssColorTokens } from "#app/lib/css-tokens.ts";
import { speciesDrawing } from "./species-drawing.ts";

const { DOMParser } = new JSDOM("").window;

/** The drawing parsed as a browser parses an .svg file: as XML, where any slip breaks it. */
function parse(svg: string) {
  const document = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(document.querySelector("parsererror")?.textContent ?? "", svg).toBe("");
  return document.documentElement;
}

const count = (svg: string, selector: string) => parse(svg).querySelectorAll(selector).length;

/** A mushroom whose stem is not recorded. */
const head: DrawingFacts = {
  capShape: ["convex"],
  capColour: ["brown"],
  hymenium: "gills",
  hymeniumColour: ["cream"],
};
const mushroom: DrawingFacts = { ...head, stipe: "bare" };

const fills = (svg: string) =>
  [...parse(svg).querySelectorAll("[fill]")].map((element) => element.getAttribute("fill"));

const withStipe = (stipe: Stipe) => speciesDrawing({ ...mushroom, stipe });

/** The stem and what it wears: its paths, filled with the stem's colour. */
const stemParts = (stipe: Stipe) => count(withStipe(stipe), '[class="s"] path, path[class="s"]');

/** The spore print's swatch. */
const swatch = (svg: string) => parse(svg).querySelector("circle");

describe("speciesDrawing", () => {
  it("is a standalone SVG an <img> can show, sized by its viewBox, with no title to repeat the alt", () => {
    const svg = speciesDrawing(mushroom);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="120" height="100"/);
    expect(svg.endsWith("</svg>")).toBe(true);
    const root = parse(svg);
    expect(root.tagName).toBe("svg");
    expect(root.getAttribute("viewBox")).toBe("0 0 120 100");
    expect(root.getAttribute("role")).toBe("img");
    expect(root.querySelector("title, desc, metadata")).toBeNull();
  });

  it.each(capShapes)("draws a cap shaped %s, each its own", (shape) => {
    const svg = speciesDrawing({ ...mushroom, capShape: [shape] });
    parse(svg);
    for (const other of capShapes.filter((name) => name !== shape)) {
      expect(svg, other).not.toBe(speciesDrawing({ ...mushroom, capShape: [other] }));
    }
  });

  it("draws the first of a cap's shapes, past an egg stage", () => {
    expect(speciesDrawing({ ...mushroom, capShape: ["bell", "flat"] })).toBe(
      speciesDrawing({ ...mushroom, capShape: ["bell"] }),
    );
    expect(speciesDrawing({ ...mushroom, capShape: ["egg", "convex", "flat"] })).toBe(
      speciesDrawing({ ...mushroom, capShape: ["convex"] }),
    );
  });

  it.each(hymenia)("draws an underside of %s, each its own", (hymenium) => {
    const svg = speciesDrawing({ ...mushroom, hymenium });
    parse(svg);
    for (const other of hymenia.filter((name) => name !== hymenium)) {
      expect(svg, other).not.toBe(speciesDrawing({ ...mushroom, hymenium: other }));
    }
  });

  it("runs decurrent gills down the stem, and keeps free ones off it", () => {
    const attached = speciesDrawing(mushroom);
    expect(speciesDrawing({ ...mushroom, gillAttachment: "decurrent" })).not.toBe(attached);
    expect(speciesDrawing({ ...mushroom, gillAttachment: "free" })).not.toBe(attached);
    // The other attachments are too fine to show at this size.
    expect(speciesDrawing({ ...mushroom, gillAttachment: "adnate" })).toBe(attached);
  });

  it("colours the underside in its colour, and the cap in its own", () => {
    const pink = speciesDrawing({ ...mushroom, hymeniumColour: ["pink"] });
    const red = speciesDrawing({ ...mushroom, capColour: ["red"] });
    expect(fills(pink)).not.toEqual(fills(speciesDrawing(mushroom)));
    expect(fills(red)).not.toEqual(fills(speciesDrawing(mushroom)));
    expect(fills(red)).not.toEqual(fills(pink));
  });

  it("shows a second cap colour, and every colour differently", () => {
    expect(speciesDrawing({ ...mushroom, capColour: ["red", "white"] })).not.toBe(
      speciesDrawing({ ...mushroom, capColour: ["red"] }),
    );
    const drawn = new Set(
      colours.map((colour) => speciesDrawing({ ...mushroom, capColour: [colour] })),
    );
    expect(drawn.size).toBe(colours.length);
  });

  describe("the stem", () => {
    it.each(stipes)("is drawn %s, each its own", (stipe) => {
      const svg = withStipe(stipe);
      parse(svg);
      for (const other of stipes.filter((name) => name !== stipe)) {
        expect(svg, other).not.toBe(withStipe(other));
      }
    });

    it("wears a ring, a volva, or both, each an element of its own", () => {
      expect(stemParts("bare")).toBe(1);
      expect(stemParts("ring")).toBe(2);
      expect(stemParts("volva")).toBe(2);
      expect(stemParts("ring-and-volva")).toBe(3);
      expect(stemParts("none")).toBe(0);
      const added = (stipe: Stipe) =>
        parse(withStipe(stipe)).querySelector("g > path:last-child")?.getAttribute("d");
      expect(withStipe("ring-and-volva")).toContain(added("ring"));
      expect(withStipe("ring-and-volva")).toContain(added("volva"));
    });

    it("has a cortina's threads, which no other stem has", () => {
      expect(count(withStipe("cortina"), '[class="m"]')).toBe(1);
      for (const stipe of stipes.filter((name) => name !== "cortina")) {
        expect(count(withStipe(stipe), '[class="m"]'), stipe).toBe(0);
      }
    });

    it("is drawn bare when not recorded", () => {
      expect(speciesDrawing(head)).toBe(withStipe("bare"));
    });
  });

  describe("the spore print", () => {
    it("is a swatch in its colour, a different one for each", () => {
      const swatches = sporePrintColours.map((sporePrint) =>
        swatch(speciesDrawing({ ...mushroom, sporePrint }))?.getAttribute("fill"),
      );
      for (const fill of swatches) expect(fill).toMatch(/^#[0-9a-f]{6}$/);
      expect(new Set(swatches).size).toBe(sporePrintColours.length);
    });

    it("is the cap's colour of the same name", () => {
      const print = swatch(speciesDrawing({ ...mushroom, sporePrint: "pink" }))?.getAttribute(
        "fill",
      );
      expect(speciesDrawing({ ...mushroom, capColour: ["pink"] })).toContain(`fill="${print}"`);
    });

    it("is left out when not recorded", () => {
      expect(swatch(speciesDrawing(mushroom))).toBeNull();
    });
  });

  describe("a species with too few facts", () => {
    const silhouette = speciesDrawing({});

    it("is a plain silhouette, in the theme's neutral colour, with no colour of its own", () => {
      const root = parse(silhouette);
      expect(root.querySelectorAll("path")).toHaveLength(1);
      expect(root.querySelector("path")?.getAttribute("class")).toBe("n");
      expect(root.querySelector("[fill], [stroke]:not([stroke=none])")).toBeNull();
    });

    it("is the same whatever colours and stem are known, without a shape or an underside", () => {
      expect(speciesDrawing({ capColour: ["red"], hymeniumColour: ["white"], stipe: "ring" })).toBe(
        silhouette,
      );
    });

    it("still shows its spore print", () => {
      const svg = speciesDrawing({ sporePrint: "rust" });
      expect(count(svg, "circle")).toBe(1);
      expect(svg.replace(/<circle[^>]*\/>/, "")).toBe(silhouette);
    });

    it("is drawn as a mushroom from its shape alone, or from its underside alone", () => {
      expect(speciesDrawing({ capShape: ["convex"] })).not.toBe(silhouette);
      expect(speciesDrawing({ hymenium: "pores" })).not.toBe(silhouette);
    });
  });

  describe("its colours", () => {
    const light = cssColorTokens("light");
    const dark = cssColorTokens("dark");
    // Drawings with each of the theme's classes: stem, cortina, silhouette, wood, light details.
    const themed = [
      speciesDrawing({ ...mushroom, stipe: "cortina" }),
      speciesDrawing({}),
      speciesDrawing({ capShape: ["shelf"], hymenium: "pores", hymeniumColour: ["brown"] }),
      speciesDrawing({ capShape: ["none"] }),
    ];

    it("follow the theme as the site's illustrations do, with the tokens of app/app.css", () => {
      for (const svg of themed) {
        const [, lightRule = "", darkRule = ""] =
          /<style>svg\{([^}]*)\}@media \(prefers-color-scheme:dark\)\{svg\{([^}]*)\}\}/.exec(svg) ??
          [];
        // Outlines: ink on light paper; in the dark, the paper itself, cutting the light fills.
        expect(lightRule).toMatch(new RegExp(`^color:${light.ink}\\b`));
        expect(darkRule).toMatch(new RegExp(`^color:${dark.paper}\\b`));
      }
      expect(themed.join("")).toMatch(/\.s\{fill:var\(--stem\)\}/);
    });

    it("are written once, in app/app.css: each is one of its tokens", () => {
      const tokens = new Set([...Object.values(light), ...Object.values(dark)]);
      const drawings = [
        ...themed,
        ...colours.map((colour) => speciesDrawing({ ...mushroom, capColour: [colour, colour] })),
        ...sporePrintColours.map((sporePrint) => speciesDrawing({ ...mushroom, sporePrint })),
      ];
      for (const svg of drawings) {
        for (const colour of svg.match(/#[0-9a-f]{3,8}\b/gi) ?? [])
          expect(tokens).toContain(colour);
      }
    });

    it("name a fungus' colour, the same in both themes, for every word of the vocabularies", () => {
      for (const colour of new Set([...colours, ...sporePrintColours])) {
        expect(light[`fungus-${colour}`], `--color-fungus-${colour}`).toMatch(/^#[0-9a-f]{6}$/);
        expect(dark[`fungus-${colour}`], `--color-fungus-${colour} in the dark`).toBeUndefined();
      }
    });
  });

  it("is well formed and small for every combination of facts, with short numbers", () => {
    const drawings = new Set<string>();
    for (const capShape of capShapes) {
      for (const hymenium of [undefined, ...hymenia]) {
        for (const stipe of stipes) {
          for (const gillAttachment of [undefined, ...gillAttachments]) {
            for (const capColour of [[], ["white"], ["red", "white"]] as const) {
              drawings.add(
                speciesDrawing({
                  capShape: [capShape],
                  capColour,
                  // Black: light details on a dark fill, the longest rules.
                  ...(hymenium && { hymenium, hymeniumColour: ["black"] as const }),
                  stipe,
                  ...(gillAttachment && { gillAttachment }),
                  sporePrint: "purple-brown",
                }),
              );
            }
          }
        }
      }
    }
    // Parsed once each: most facts change nothing where they do not apply (a bracket's stem).
    for (const svg of drawings) {
      parse(svg);
      expect(svg.length, svg).toBeLessThan(1200);
      expect(svg).not.toMatch(/\d\.\d\d/);
    }
  });
});
