import type { MetaDescriptor } from "react-router";
import { siteConfig } from "#app/config/site.ts";

interface PageMeta {
  /** The page's own title; the brand is appended. Omit on the home page, which leads with the brand. */
  title?: string;
  description?: string;
  /** The page's path, e.g. "/about": the canonical URL is built from it and the configured site URL. */
  path: string;
}

/** The head tags of one page. Every route's `meta` calls this, since a child's meta replaces its parent's. */
export function buildMeta({ title, description = siteConfig.description, path }: PageMeta) {
  const fullTitle = title
    ? `${title} | ${siteConfig.name}`
    : `${siteConfig.name}: Discover the Magic of Mushrooms`;
  const url = new URL(path, siteConfig.url).href;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
  ] satisfies MetaDescriptor[];
}
