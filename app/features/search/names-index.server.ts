import type { ContentIndex } from "#app/lib/content/content.server.ts";
import type { NamedSpecies } from "./names-match.ts";

/**
 * Every species of the atlas with every name it goes by: its common names, those in each
 * language of its `names`, its scientific name and the synonyms, titled as its page is. What
 * the search matches a query against before Pagefind's full text, A to Z by title (the order of
 * equal matches).
 */
export function namesIndex(content: ContentIndex): NamedSpecies[] {
  return content.articles
    .flatMap(({ path, title, species }) => {
      if (!species) return [];
      const { names = {}, commonNames, scientificName } = species;
      const { noCommonName: _none, synonyms = [], ...byLanguage } = names;
      const all = [
        ...commonNames,
        ...Object.values(byLanguage).flatMap((list) => list ?? []),
        scientificName,
        ...synonyms,
      ];
      return [
        {
          path,
          title,
          scientificName,
          edibility: species.edibility,
          picture: species.picture,
          ...(species.photo ? { photo: species.photo.src } : {}),
          names: [...new Set(all)],
          dangerous: species.dangerousLookalikes.map((lookalike) => lookalike.path),
        },
      ];
    })
    .toSorted((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}
