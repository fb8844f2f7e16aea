import { globSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "./catalogue.ts";
import { coreCatalogues } from "./core-messages.ts";
import { builtInCatalogues, siteMessages } from "./site-messages.ts";
import { glossaryCatalogues } from "#app/features/glossary/glossary-words.ts";

// Every built-in language says everything English says: the core's namespaces (catalogues/) and
// the features' (app/features/<name>/words/). The types hold it at `npm run typecheck`; this holds
// it for the catalogue the build serves, where the features' words are merged without types.

/** Each key of a catalogue, "namespace.key", A to Z. */
const keysOf = (catalogue: Catalogue): string[] =>
  Object.entries(catalogue)
    .flatMap(([namespace, words]) => Object.keys(words).map((key) => `${namespace}.${key}`))
    .toSorted();

/** The features' words as their folders give them: `words/index.ts`, by language. */
const featureFolders = await Promise.all(
  globSync("app/features/*/words/index.ts").map(async (file) => {
    const module: Record<string, Record<string, Record<string, object>>> = await import(
      /* @vite-ignore */ pathToFileURL(resolve(file)).href
    );
    return { file, words: Object.values(module)[0] ?? {} };
  }),
);

describe("the built-in catalogues", () => {
  it("have every key of English in every language, the features' namespaces included", () => {
    const english = keysOf(builtInCatalogues.en);
    expect(english).toContain("consent.accept");
    for (const [language, catalogue] of Object.entries(builtInCatalogues)) {
      expect(keysOf(catalogue), language).toEqual(english);
    }
  });

  it("serve every namespace a feature's folder brings, in every language, as it words it", () => {
    expect(featureFolders.map(({ file }) => file)).toContain("app/features/consent/words/index.ts");
    for (const { file, words } of featureFolders) {
      expect(Object.keys(words).toSorted(), file).toEqual(
        Object.keys(builtInCatalogues).toSorted(),
      );
      for (const [language, namespaces] of Object.entries(words)) {
        const served: Record<string, object> = Object(Reflect.get(builtInCatalogues, language));
        for (const [namespace, text] of Object.entries(namespaces))
          expect(served[namespace], `${file}: ${language}.${namespace}`).toEqual(text);
      }
    }
  });

  it("keep in the core only namespaces no feature brings", () => {
    const featureNamespaces = featureFolders.flatMap(({ words }) => Object.keys(words.en ?? {}));
    const core = Object.keys(coreCatalogues.en);
    expect(featureNamespaces.filter((namespace) => core.includes(namespace))).toEqual([]);
    expect(Object.keys(builtInCatalogues.en).toSorted()).toEqual(
      [...core, ...featureNamespaces].toSorted(),
    );
  });

  it("take the owner's texts only at keys they have, never through the prototype", () => {
    const texts = JSON.parse(
      '{"__proto__.polluted": "x", "constructor.name": "x", "homeTitle": "x", "poisonLink.label": "x"}',
    );
    expect(siteMessages("de", texts)).toEqual(builtInCatalogues.de);
    expect(Object.prototype).not.toHaveProperty("polluted");
    expect(siteMessages("de", { "poisonLink.footer": "Giftnotruf" }).poisonLink.footer).toBe(
      "Giftnotruf",
    );
  });

  it("address a German reader as Sie, never as du", () => {
    const leaves = (value: unknown): string[] =>
      typeof value === "string" ? [value] : Object.values(Object(value)).flatMap(leaves);
    // The pronouns, and the imperatives of "du" the words once used.
    const informal =
      /\b(du|dich|dir|dein\w*|prüfe|wähle|schneide|grabe|achte|sieh|ruf)\b(?! Québec)/i;
    const strings = leaves([builtInCatalogues.de, glossaryCatalogues.de]);
    expect(strings.length).toBeGreaterThan(500);
    expect(strings.filter((text) => informal.test(text))).toEqual([]);
  });
});
