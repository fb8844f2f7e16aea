import { expect, it } from "vitest";
import { chunkOf } from "./chunks.ts";

// The content model's modules that moved from the features into app/lib/content (ADR 031): lib/
// goes into the chunk every page loads, and these would weigh on every page's first load, though
// only the pages about species, photos and the key use them.

const project = "/home/owner/fungi-atlas";

it("leaves the species' vocabulary, the pair rules, licences and page sizes to their pages", () => {
  for (const module of [
    "species-terms",
    "pair-comparison",
    "mistakable",
    "licences",
    "credits-pages",
    "key-pages",
  ]) {
    expect(chunkOf(`${project}/app/lib/content/${module}.ts`), module).toBeUndefined();
  }
});

it("keeps the rest of lib/content in the shared chunk, as before the move", () => {
  expect(chunkOf(`${project}/app/lib/content/season-text.ts`)).toBe("app");
});
