import type { Article, ContentIndex } from "#app/lib/content/content.server.ts";
import { listingPagePath } from "#app/lib/content/listing-pages.ts";
import { identifyPage } from "#app/lib/page-paths.ts";
import { keyPageCount, speciesPerKeyPage } from "#app/lib/content/key-pages.ts";
import type { KeyEntry } from "./key-results.tsx";

/** A species of the atlas with only the facts the key asks about, and where its page is. */
function keyEntry({ path, slug, species: facts }: Article): KeyEntry[] {
  if (!facts) return [];
  const { capShape, capColour, capSize, gillAttachment, hymeniumColour } = facts;
  const { hymenium, stipe, sporePrint, substrate, season, picture } = facts;
  const recorded = {
    hymenium,
    capShape,
    capColour,
    capSize,
    gillAttachment,
    hymeniumColour,
    stipe,
    sporePrint,
    substrate,
  };
  return [
    {
      slug,
      path,
      picture,
      name: facts.commonNames[0] ?? facts.scientificName,
      scientificName: facts.scientificName,
      edibility: facts.edibility,
      season,
      ...(facts.dangerousLookalikes.length > 0 && {
        dangerousLookalikes: facts.dangerousLookalikes.map(({ path: lookalike }) =>
          lookalike.slice(lookalike.lastIndexOf("/") + 1),
        ),
      }),
      ...Object.fromEntries(Object.entries(recorded).filter(([, value]) => value !== undefined)),
    },
  ];
}

const keySpeciesOf = new WeakMap<ContentIndex, KeyEntry[]>();

/**
 * Every species of the atlas as the key knows it, by name: its species file. Worked out once per
 * content index, as every page of the key, its file and the paths to pre-render ask for it.
 */
export function keySpecies(content: ContentIndex): KeyEntry[] {
  let species = keySpeciesOf.get(content);
  if (!species) {
    species = content.articles.flatMap(keyEntry).toSorted((a, b) => a.name.localeCompare(b.name));
    keySpeciesOf.set(content, species);
  }
  return species;
}

/** The species of one page of the key's list (1 is /identify), or none past its last. */
export const keyPageSpecies = (content: ContentIndex, page: number): KeyEntry[] =>
  keySpecies(content).slice((page - 1) * speciesPerKeyPage, page * speciesPerKeyPage);

/** The paths of the key's pages after its first: /identify/page/2 and on. */
export const laterKeyPaths = (content: ContentIndex): string[] =>
  Array.from({ length: keyPageCount(keySpecies(content).length) - 1 }, (_, offset) =>
    listingPagePath(identifyPage, offset + 2),
  );
