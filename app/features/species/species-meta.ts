import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "#app/config/site-config.ts";
import type { SpeciesEntry } from "#app/lib/content/species-index.server.ts";
import type { SpeciesProfile } from "#app/lib/content/species.server.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";

/**
 * A species page's schema.org `Taxon`, after the Bioschemas Taxon profile: its scientific name,
 * rank, genus, common names and pages about it elsewhere.
 */
export function taxonNode(url: string, species: SpeciesProfile) {
  const [genus] = species.scientificName.split(" ");
  return {
    "@type": "Taxon",
    "@id": `${url}#taxon`,
    name: species.scientificName,
    taxonRank: "species",
    parentTaxon: { "@type": "Taxon", name: genus, taxonRank: "genus" },
    alternateName: species.commonNames,
    ...(species.sameAs ? { sameAs: species.sameAs } : {}),
  };
}

/**
 * The `ItemList` of the species on /types. Built by the page's loader, at build time like the
 * articles' data, so that the absolute URLs' code stays out of the browser's bundle.
 */
export function speciesItemList(species: readonly SpeciesEntry[], config: SiteConfig) {
  if (species.length === 0) return undefined;
  return {
    "@type": "ItemList",
    itemListElement: species.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.commonName,
      url: absoluteUrl(entry.path, config.url),
    })),
  };
}

/** The head tags of /types with the `ItemList` of its species beside the page's own data. */
export function withSpeciesList(
  tags: MetaDescriptor[],
  itemList: ReturnType<typeof speciesItemList>,
): MetaDescriptor[] {
  if (!itemList) return tags;
  return tags.map((tag) => {
    if (!("script:ld+json" in tag)) return tag;
    const data = tag["script:ld+json"] as { "@graph": unknown[] };
    return { "script:ld+json": { ...data, "@graph": [...data["@graph"], itemList] } };
  });
}
