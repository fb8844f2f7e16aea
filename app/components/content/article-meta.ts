import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "#app/config/site-config.ts";
import { logo } from "#app/lib/brand.ts";
import type { Article, SectionContent } from "#app/lib/content/content.server.ts";
import { buildMeta, type MetaWords } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { taxonNode } from "#app/features/species/species-meta.ts";
import type { ImageObject } from "#app/features/photos/photos-meta.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";

/** What an article's head needs: the article and the section it belongs to. */
interface ArticleHead {
  article: Pick<
    Article,
    | "title"
    | "description"
    | "path"
    | "published"
    | "updated"
    | "shareImagePath"
    | "species"
    | "sources"
  >;
  section: Pick<SectionContent, "title" | "path">;
  /** Its credited photos, made by the loader (`imageObjects`). */
  photos?: readonly ImageObject[];
}

/**
 * An article's head tags: those of every page (`buildMeta`), with its own share card, its dates
 * for Open Graph, and JSON-LD `Article` and `BreadcrumbList` (home > section > article), with
 * a `Taxon` for a species page, a `citation` per source and an `ImageObject` for each credited
 * photo, which both show.
 */
export function articleMeta(
  { article, section, photos = [] }: ArticleHead,
  config: SiteConfig,
  words: MetaWords & Pick<Catalogue, "species">,
): MetaDescriptor[] {
  const home = absoluteUrl("/", config.url);
  const url = absoluteUrl(article.path, config.url);
  const image = absoluteUrl(article.shareImagePath, config.url);
  const modified = article.updated ?? article.published;
  const photoIds = photos.map((photo) => ({ "@id": photo["@id"] }));
  const publisher = {
    "@type": "Organization",
    "@id": `${home}#organization`,
    name: config.name,
    url: home,
    logo: absoluteUrl(logo.path, config.url),
  };
  const structuredData = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Article",
        "@id": `${url}#article`,
        headline: article.title,
        description: article.description,
        url,
        // For a species, the page also says when its facts were last checked against their sources.
        mainEntityOfPage: article.species?.checked
          ? { "@type": "WebPage", "@id": url, lastReviewed: article.species.checked }
          : url,
        image: photoIds.length > 0 ? [image, ...photoIds] : image,
        datePublished: article.published,
        dateModified: modified,
        inLanguage: config.language,
        author: { "@id": publisher["@id"] },
        publisher,
        ...(article.species ? { about: { "@id": `${url}#taxon` } } : {}),
        ...(article.sources
          ? {
              citation: article.sources.map(({ title, url: source }) => ({
                "@type": "CreativeWork",
                name: title,
                url: source,
              })),
            }
          : {}),
      },
      {
        "@type": "BreadcrumbList",
        "@id": `${url}#breadcrumb`,
        itemListElement: [
          { "@type": "ListItem", position: 1, name: config.name, item: home },
          {
            "@type": "ListItem",
            position: 2,
            name: section.title,
            item: absoluteUrl(section.path, config.url),
          },
          { "@type": "ListItem", position: 3, name: article.title, item: url },
        ],
      },
      ...(article.species
        ? [{ ...taxonNode(url, article.species), ...(photoIds.length ? { image: photoIds } : {}) }]
        : []),
      ...photos,
    ],
  };
  // Tags of every page, with the article's own card and structured data in place of the site's:
  // done here rather than in buildMeta, which every page's JavaScript carries.
  // A species' card shows its names and edibility: its text says the same.
  const alt = article.species
    ? `${article.species.commonNames[0] ?? article.title} (${article.species.scientificName}): ${words.species[article.species.edibility]} | ${config.name}`
    : `${article.title} | ${config.name}`;
  const replaced: Record<string, string> = {
    "og:type": "article",
    "og:image": image,
    "og:image:alt": alt,
    "twitter:image:alt": alt,
  };
  const tags = buildMeta(
    { title: article.title, description: article.description, path: article.path },
    config,
    words,
  ).map((tag): MetaDescriptor => {
    if ("script:ld+json" in tag) return { "script:ld+json": structuredData };
    const key = "property" in tag ? tag.property : "name" in tag ? tag.name : undefined;
    const content = typeof key === "string" ? replaced[key] : undefined;
    return content === undefined ? tag : { ...tag, content };
  });
  return [
    ...tags,
    { property: "article:published_time", content: article.published },
    { property: "article:modified_time", content: modified },
  ];
}
