import type { SiteConfig } from "#app/config/site-config.ts";
import { ownerTexts } from "#app/i18n/owner-words.ts";
import { coreMessages } from "#app/i18n/core-messages.ts";
import { escapeAttribute } from "#app/lib/html.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import type { ContentIndex } from "./content.server.ts";
import { feedPath } from "./feed-path.ts";

/** Text made safe inside an XML element or a double-quoted attribute. */
const escapeXml = (text: string) => escapeAttribute(text).replaceAll(">", "&gt;");

/** Midnight UTC of a YYYY-MM-DD day, as Atom dates are written. */
const atomDate = (day: string) => `${day}T00:00:00Z`;

/** How many articles the feed carries: readers poll it, so it stays the same size as the site grows. */
export const feedLength = 50;

/**
 * The Atom feed of the newest articles (RFC 4287): what feed readers subscribe to at /feed.xml.
 * With no articles it is a valid, empty feed, updated when the site was built.
 */
export function atomFeed(
  { articles: allArticles }: Pick<ContentIndex, "articles">,
  config: SiteConfig,
  builtAt = new Date(),
): string {
  const home = absoluteUrl("/", config.url);
  const self = absoluteUrl(feedPath, config.url);
  // The index is newest first.
  const articles = allArticles.slice(0, feedLength);
  const newest = articles
    .map((article) => article.updated ?? article.published)
    .toSorted()
    .at(-1);
  const entries = articles.map((article) => {
    const url = absoluteUrl(article.path, config.url);
    return `  <entry>
    <title>${escapeXml(article.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>
    <id>${escapeXml(url)}</id>
    <published>${atomDate(article.published)}</published>
    <updated>${atomDate(article.updated ?? article.published)}</updated>
    <summary>${escapeXml(article.description)}</summary>
  </entry>
`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(config.language)}">
  <title>${escapeXml(config.name)}</title>
  <subtitle>${escapeXml(ownerTexts(config, coreMessages(config.language, config.texts).defaults).description)}</subtitle>
  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>
  <id>${escapeXml(home)}</id>
  <updated>${newest ? atomDate(newest) : builtAt.toISOString()}</updated>
  <author><name>${escapeXml(config.name)}</name></author>
${entries.join("")}</feed>
`;
}
