import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { glossaryPage } from "./terms.ts";

interface TermSet {
  title: string;
  terms: readonly { id: string; name: string; definition: string }[];
}

/**
 * The page's structured data with the glossary as a `DefinedTermSet`, each term a `DefinedTerm`
 * at its anchor, added to the graph the page's other tags carry (buildMeta); `siteUrl` is the
 * owner's `url`.
 */
export function definedTermSet(
  tags: MetaDescriptor[],
  { title, terms }: TermSet,
  siteUrl: string,
): MetaDescriptor[] {
  const url = absoluteUrl(glossaryPage, siteUrl);
  const set = {
    "@type": "DefinedTermSet",
    "@id": `${url}#terms`,
    name: title,
    url,
    hasDefinedTerm: terms.map((term) => ({
      "@type": "DefinedTerm",
      "@id": `${url}#${term.id}`,
      name: term.name,
      description: term.definition,
      url: `${url}#${term.id}`,
      inDefinedTermSet: `${url}#terms`,
    })),
  };
  return tags.map((tag) => {
    if (!("script:ld+json" in tag)) return tag;
    const data = tag["script:ld+json"] as { "@graph": unknown[] };
    return { "script:ld+json": { ...data, "@graph": [...data["@graph"], set] } };
  });
}
