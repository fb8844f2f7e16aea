import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { siteConfig } from "#app/config/site.ts";
import type { SpeciesEntry, SpeciesProfile } from "#app/lib/content/species.server.ts";
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

/** The head tags of /types with an `ItemList` of its species beside the page's own data. */
export function withSpeciesList(
  tags: MetaDescriptor[],
  species: readonly SpeciesEntry[],
  config: SiteConfig = siteConfig,
): MetaDescriptor[] {
  if (species.length === 0) return tags;
  const itemList = {
    "@type": "ItemList",
    itemListElement: species.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.commonName,
      url: absoluteUrl(entry.path, config.url),
    })),
  };
  return tags.map((tag) => {
    if (!("script:ld+json" in tag)) return tag;
    const data = tag["script:ld+json"] as { "@graph": unknown[] };
    return { "script:ld+json": { ...data, "@graph": [...data["@graph"], itemList] } };
  });
}
