import type { ContentIndex } from "#app/lib/content/content.server.ts";
import type { NamedSpecies } from "./names-match.ts";

/** The language of a species' scientific name and its synonyms, as the pages mark them. */
const scientific = "la";

/**
 * Every species of the atlas with every name it goes by, by language: its common names (in the
 * content's language, `contentLanguage`), those in each language of its `names`, its scientific
 * name and the synonyms, titled as its page is; a name once, in the first language that has it.
 * What the search matches a query against before Pagefind's full text, A to Z by title (the order
 * of equal matches), and what marks a name it shows with its language.
 */
export function namesIndex(content: ContentIndex, contentLanguage: string): NamedSpecies[] {
  return content.articles
    .flatMap(({ path, title, species }) => {
      if (!species) return [];
      const { names = {}, commonNames, scientificName } = species;
      const { noCommonName: _none, synonyms = [], ...byLanguage } = names;
      const languages: (readonly [string, readonly string[]])[] = [
        [contentLanguage, commonNames],
        ...Object.entries(byLanguage).map(([lang, list]) => [lang, list ?? []] as const),
        [scientific, [scientificName, ...synonyms]],
      ];
      const seen = new Set<string>();
      const grouped: Record<string, string[]> = {};
      for (const [lang, list] of languages) {
        const added = list.filter((name) => !seen.has(name));
        for (const name of added) seen.add(name);
        if (added.length > 0) grouped[lang] = [...(grouped[lang] ?? []), ...added];
      }
      return [
        {
          path,
          title,
          scientificName,
          edibility: species.edibility,
          picture: species.picture,
          ...(species.photo ? { photo: species.photo.src } : {}),
          names: grouped,
          dangerous: species.dangerousLookalikes.map((lookalike) => lookalike.path),
        },
      ];
    })
    .toSorted((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}
