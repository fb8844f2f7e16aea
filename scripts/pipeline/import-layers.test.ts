import { describe, expect, it } from "vitest";
import { type ImportGraph, sourceGraph } from "./import-graph.ts";
import {
  featureComponentArrows,
  featureLoops,
  settingsImports,
  wordsImports,
  upwardArrows,
} from "./import-rules.ts";

// The layers (docs/decisions/031-layers.md): the content model, lib and the UI primitives import
// no feature; features import no core component; the features' folders never loop. Each rule is
// shown failing on a made-up graph with one forbidden arrow, then holding on the real one.

const graph = sourceGraph();

/** A made-up graph from `from -> to` lines. */
function fixture(...arrows: string[]): ImportGraph {
  const made = new Map<string, string[]>();
  for (const arrow of arrows) {
    const [from = "", to = ""] = arrow.split(" -> ");
    made.set(from, [...(made.get(from) ?? []), to]);
    if (!made.has(to)) made.set(to, []);
  }
  return made;
}

describe("below the features", () => {
  it("finds a content model module that imports a feature, directly or through another", () => {
    expect(
      upwardArrows(
        fixture("app/lib/content/frontmatter.ts -> app/features/photos/photos.schema.ts"),
      ),
    ).toEqual(["app/lib/content/frontmatter.ts -> app/features/photos/photos.schema.ts"]);
    expect(
      upwardArrows(
        fixture(
          "app/lib/content/species.ts -> app/i18n/words.ts",
          "app/i18n/words.ts -> app/features/species/species-terms.ts",
        ),
      ),
    ).toEqual([
      "app/lib/content/species.ts -> app/i18n/words.ts -> app/features/species/species-terms.ts",
    ]);
  });

  it("finds lib reading the route table, and a UI primitive importing a core component", () => {
    expect(
      upwardArrows(
        fixture(
          "app/lib/content/content.server.ts -> app/core-pages.ts",
          "app/ui/icon.tsx -> app/components/layout/site-header.tsx",
          "app/lib/seo.ts -> app/features/index.ts",
        ),
      ),
    ).toEqual([
      "app/lib/content/content.server.ts -> app/core-pages.ts",
      "app/ui/icon.tsx -> app/components/layout/site-header.tsx",
      "app/lib/seo.ts -> app/features/index.ts",
    ]);
  });

  it("lets the features import the content model and the UI primitives", () => {
    expect(
      upwardArrows(
        fixture(
          "app/features/species/species-cards.tsx -> app/lib/content/species-terms.ts",
          "app/features/photos/photo-zoom.tsx -> app/ui/responsive-picture.tsx",
          "app/lib/third-parties.ts -> app/features/feature.ts",
        ),
      ),
    ).toEqual([]);
  });

  it("holds in the source: the content model, lib and app/ui reach no feature", () => {
    expect(upwardArrows(graph)).toEqual([]);
  });
});

describe("the features and the core's components", () => {
  it("finds a feature that imports a component of the core", () => {
    expect(
      featureComponentArrows(
        fixture(
          "app/features/photos/photo-gallery.tsx -> app/components/ui/icon.tsx",
          "app/routes/credits.tsx -> app/components/layout/site-header.tsx",
        ),
      ),
    ).toEqual(["app/features/photos/photo-gallery.tsx -> app/components/ui/icon.tsx"]);
  });

  it("holds in the source: no feature imports app/components/", () => {
    expect(featureComponentArrows(graph)).toEqual([]);
  });
});

describe("the features' folders", () => {
  it("finds two folders that import each other, and a loop through three", () => {
    expect(
      featureLoops(
        fixture(
          "app/features/species/species-pairs.tsx -> app/features/drawings/species-drawing.ts",
          "app/features/drawings/fruit-body.ts -> app/features/species/species-terms.ts",
        ),
      ),
    ).toEqual([
      "species -> drawings -> species (app/features/species/species-pairs.tsx -> app/features/drawings/species-drawing.ts, app/features/drawings/fruit-body.ts -> app/features/species/species-terms.ts)",
    ]);
    expect(
      featureLoops(
        fixture(
          "app/features/species/a.tsx -> app/features/photos/b.tsx",
          "app/features/photos/b.tsx -> app/features/drawings/c.tsx",
          "app/features/drawings/c.tsx -> app/features/species/d.ts",
        ),
      ),
    ).toEqual([
      "species -> photos -> drawings -> species (app/features/species/a.tsx -> app/features/photos/b.tsx, app/features/photos/b.tsx -> app/features/drawings/c.tsx, app/features/drawings/c.tsx -> app/features/species/d.ts)",
    ]);
  });

  it("lets a feature use another one way, and its own modules each other", () => {
    expect(
      featureLoops(
        fixture(
          "app/features/species/a.tsx -> app/features/drawings/b.ts",
          "app/features/drawings/b.ts -> app/features/drawings/c.ts",
          "app/features/drawings/c.ts -> app/lib/content/species-terms.ts",
        ),
      ),
    ).toEqual([]);
  });

  it("holds in the source: no loop between the features' folders", () => {
    expect(featureLoops(graph)).toEqual([]);
  });
});

describe("the owner's settings", () => {
  it("finds a module other than the root and the build's entry that imports them", () => {
    expect(
      settingsImports(
        fixture(
          "app/root.tsx -> app/config/site.ts",
          "scripts/pipeline/checked-site-config.ts -> app/config/site.ts",
          "app/components/layout/site-footer.tsx -> app/config/site.ts",
          "scripts/server/start.ts -> app/config/site.ts",
        ),
      ),
    ).toEqual([
      "app/components/layout/site-footer.tsx -> app/config/site.ts",
      "scripts/server/start.ts -> app/config/site.ts",
    ]);
  });

  it("holds in the source: only the root and the build's entry read them", () => {
    expect(settingsImports(graph)).toEqual([]);
  });
});

describe("the site's words", () => {
  it("finds a module that renders at build time and imports them", () => {
    expect(
      wordsImports(
        fixture(
          "app/root.tsx -> virtual:messages",
          "app/hydrated-page-words.ts -> virtual:messages",
          "app/features/offline/offline-control.island.ts -> virtual:messages",
          "app/features/identify/identify-key.client.tsx -> virtual:messages",
          "app/features/species/species-profile.tsx -> virtual:messages",
          "app/lib/seo.ts -> virtual:messages",
        ),
      ),
    ).toEqual([
      "app/features/species/species-profile.tsx -> virtual:messages",
      "app/lib/seo.ts -> virtual:messages",
    ]);
  });

  it("holds in the source: components are given the words, only roots read them", () => {
    expect(wordsImports(graph)).toEqual([]);
  });
});
