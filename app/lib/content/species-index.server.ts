import type { Species } from "./species.ts";
import { linkOf, type SpeciesLink } from "./species-link.ts";
import type { SpeciesProfile } from "./species.server.ts";

/** A species as the index on /types lists it. */
export interface SpeciesEntry extends SpeciesLink {
  season: number[];
  seasonText: string;
  hymenium?: Species["hymenium"];
}

/** The species of the built articles, for /types, by common name. */
export function speciesIndex(
  articles: readonly { path: string; species?: SpeciesProfile }[],
  language: string,
): SpeciesEntry[] {
  return articles
    .flatMap(({ path, species }) =>
      species
        ? [
            {
              ...linkOf(path, species, species.photo),
              season: species.season,
              seasonText: species.seasonText,
              ...(species.hymenium ? { hymenium: species.hymenium } : {}),
            },
          ]
        : [],
    )
    .toSorted((a, b) => a.commonName.localeCompare(b.commonName, language));
}
