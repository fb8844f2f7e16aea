import type { Feature } from "#app/features/feature.ts";
import { firstUseLinks } from "./first-use-links.ts";
import { glossaryFrontmatter } from "./glossary-frontmatter.ts";
import { glossaryLangOf, glossaryWords } from "./glossary-words.ts";
import { glossaryPage, glossaryTermLinks } from "./terms.ts";

/**
 * The glossary at /glossary: every field term the atlas uses, with a drawing. The facts box, the
 * pair tables and the key link their labels to it (`termLinks`), and a species article its first
 * use of each term (`markdownSteps`), but for the terms it uses in another sense (`frontmatter`).
 * It is in the sitemap and the site's search as every page of the route table is, and in the
 * offline atlas.
 */
export const glossaryFeature: Feature = {
  name: "glossary",
  routes: [
    {
      path: glossaryPage.slice(1),
      file: "features/glossary/route.tsx",
      title: (config) => glossaryWords(config.language).title,
      offline: true,
    },
  ],
  termLinks: glossaryTermLinks,
  frontmatter: glossaryFrontmatter,
  buildWarnings: ({ language }) =>
    glossaryLangOf(language) === undefined
      ? []
      : [
          `/glossary has no words in "${language}" (siteConfig.language): it shows them in English, marked lang="en"`,
        ],
  // Made when the content is read, from the checked settings its reader passes (ADR 034).
  markdownSteps: ({ language }) => [firstUseLinks(glossaryWords(language))],
};
