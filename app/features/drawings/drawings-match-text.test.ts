import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { speciesSchema } from "#app/lib/content/species.ts";
import { fungusColour } from "./drawing-style.ts";
import { drawingFactsOf } from "./fruit-body.ts";
import { speciesDrawing } from "./species-drawing.ts";

/** A shipped species' drawing, from its page's frontmatter as the build reads it. */
async function drawingOf(slug: string) {
  const source = await readFile(`content/types/${slug}.md`, "utf8");
  const [, frontmatter = ""] = /^---\n([\s\S]*?)\n---/.exec(source) ?? [];
  const { species } = parse(frontmatter) as { species: unknown };
  return speciesDrawing(drawingFactsOf(speciesSchema.parse(species)));
}

// What each page's text says of a part the drawing shows, drawn as the text says it.
describe("the drawings agree with their pages' text", () => {
  it("draws the blusher's veil patches greyish and pinkish, never the panther cap's white warts", async () => {
    const blusher = await drawingOf("blusher");
    expect(blusher).not.toContain(`stroke="${fungusColour("white")}"`);
    expect(blusher).toContain(`stroke="${fungusColour("grey")}"`);
    expect(blusher).toContain(`stroke="${fungusColour("pink")}"`);
    expect(await drawingOf("panther-cap")).toContain(`stroke="${fungusColour("white")}"`);
  });

  it("draws the devil's bolete's pores red, as they are at maturity, not yellow", async () => {
    const bolete = await drawingOf("devils-bolete");
    expect(bolete).toContain(`fill="${fungusColour("red")}"`);
    expect(bolete).not.toContain(`fill="${fungusColour("yellow")}"`);
  });

  it.each(["funeral-bell", "liberty-cap"])(
    "draws the %s's cap brown, the small brown cap its text describes, not bright yellow",
    async (slug) => {
      expect(await drawingOf(slug)).toContain(`fill="${fungusColour("brown")}"`);
    },
  );
});
