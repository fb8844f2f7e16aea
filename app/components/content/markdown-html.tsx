import { useSettings } from "#app/config/settings.ts";
import { contentAttributesOf } from "#app/i18n/owner-words.ts";

interface MarkdownHtmlProps {
  /** HTML rendered from Markdown at build time (app/lib/content/render.server.ts). */
  html: string;
}

/**
 * How Markdown reads: headings, paragraphs, lists, tables, quotes and code in the site's type; one
 * class (`markdown-prose`, app.css), as its 60 utilities weighed 1.2 KB on every article.
 */
const proseClass = "markdown-prose";

/**
 * Shows Markdown rendered at build time, in the content's language where it is not the site's.
 * Its links are the browser's to follow, as a document's.
 */
export function MarkdownHtml({ html }: MarkdownHtmlProps) {
  const content = contentAttributesOf(useSettings());
  return <div {...content} className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />;
}
