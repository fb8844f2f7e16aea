import type { Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { definedTermSet } from "./glossary-meta.ts";
import { glossaryFeature } from "./feature.ts";
import { glossaryCatalogues, glossaryLanguageOf } from "./glossary-words.ts";
import { firstUseLinks, linkFirstUses } from "./first-use-links.ts";
import { glossaryTermLinks, glossaryTerms } from "./terms.ts";
import { en } from "./words/en.ts";

const paragraph = (...children: Root["children"]): Root => ({
  type: "root",
  children: [{ type: "element", tagName: "p", properties: {}, children }] as Root["children"],
});
const text = (value: string) => ({ type: "text", value }) as const;

describe("the glossary's terms", () => {
  it("are defined in every built-in language, each in its own words", () => {
    for (const [language, words] of Object.entries(glossaryCatalogues)) {
      for (const term of glossaryTerms) {
        const entry = words.terms[term.id as keyof typeof words.terms];
        expect(entry.name, `${language} ${term.id}`).not.toBe("");
        expect(entry.definition.length, `${language} ${term.id}`).toBeGreaterThan(40);
        if (language !== "en") {
          expect(entry.definition, `${language} ${term.id}`).not.toBe(
            en.terms[term.id as keyof typeof en.terms].definition,
          );
        }
      }
    }
  });

  it("give the labels of the facts, the pair tables and the key their anchors", () => {
    expect(glossaryTermLinks).toMatchObject({
      decurrent: "/glossary#decurrent",
      volva: "/glossary#volva",
      "ring-and-volva": "/glossary#volva",
      gillAttachment: "/glossary#gill-attachment",
      sporePrint: "/glossary#spore-print",
      teeth: "/glossary#spines",
      gleba: "/glossary#gleba",
    });
  });
});

describe("the first use of a term in a species article", () => {
  it("links to its entry once, outside links and headings, under the site's path", () => {
    const tree: Root = {
      type: "root",
      children: [
        {
          type: "element",
          tagName: "h2",
          properties: {},
          children: [text("The volva")],
        },
        {
          type: "element",
          tagName: "p",
          properties: {},
          children: [
            {
              type: "element",
              tagName: "a",
              properties: { href: "/x" },
              children: [text("gills")],
            },
            text(" A sac-like Volva at the base, then the gills; the volva again."),
          ],
        },
      ],
    };
    linkFirstUses(tree, en, "https://example.org/atlas/");
    expect(toHtml(tree)).toBe(
      '<h2>The volva</h2><p><a href="/x">gills</a> A sac-like <a href="/atlas/glossary#volva">Volva</a> at the base, then the <a href="/atlas/glossary#gills">gills</a>; the volva again.</p>',
    );
  });

  it("matches whole words only, and leaves pages other than species articles alone", () => {
    const tree = paragraph(text("A ringed stem, then a ring."));
    linkFirstUses(tree, en, "https://example.org/");
    expect(toHtml(tree)).toBe('<p>A ringed stem, then a <a href="/glossary#ring">ring</a>.</p>');
    const step = firstUseLinks(en);
    expect(step.transformer("content/types.md", "https://example.org/", {})).toBeUndefined();
    expect(
      step.transformer("content/about/mycelium.md", "https://example.org/", {}),
    ).toBeUndefined();
    expect(step.transformer("content/types/death-cap.md", "https://example.org/", {})).toBeTypeOf(
      "function",
    );
  });

  it("leaves alone the terms the article uses in another sense, and links the others", () => {
    const tree = paragraph(text("It grows in a ring; a puffball's spines, and its gleba."));
    const step = firstUseLinks(en);
    step.transformer("content/types/common-puffball.md", "https://example.org/", {
      otherSenses: ["ring", "spines"],
    })?.(tree);
    expect(toHtml(tree)).toBe(
      '<p>It grows in a ring; a puffball\'s spines, and its <a href="/glossary#gleba">gleba</a>.</p>',
    );
  });
});

describe("the glossary's structured data", () => {
  it("adds a DefinedTermSet with a DefinedTerm per term to the page's graph", () => {
    const tags = definedTermSet(
      [{ title: "Glossary" }, { "script:ld+json": { "@graph": [] } }],
      {
        title: "Glossary",
        terms: [{ id: "volva", name: "Volva", definition: "The cup." }],
      },
      siteConfig.url,
    );
    const graph = (tags[1] as { "script:ld+json": { "@graph": Record<string, unknown>[] } })[
      "script:ld+json"
    ]["@graph"];
    expect(graph[0]).toMatchObject({
      "@type": "DefinedTermSet",
      hasDefinedTerm: [
        { "@type": "DefinedTerm", name: "Volva", url: expect.stringMatching(/\/glossary#volva$/) },
      ],
    });
  });
});

const warningsFor = (language: string) =>
  glossaryFeature.buildWarnings?.({ language } as Parameters<
    NonNullable<typeof glossaryFeature.buildWarnings>
  >[0]) ?? [];

describe("a site in a language the glossary has no words in", () => {
  it("gets the English glossary, marked as English, and the build says so once", () => {
    expect(glossaryLanguageOf("ar")).toBe("en");
    expect(warningsFor("ar")).toEqual([
      '/glossary has no words in "ar" (siteConfig.language): it shows them in English, marked lang="en"',
    ]);
  });

  it("is not a site in a language it has, regional or not", () => {
    expect(glossaryLanguageOf("de-AT")).toBe("de");
    expect(warningsFor("de-AT")).toEqual([]);
    expect(warningsFor("en")).toEqual([]);
  });
});
