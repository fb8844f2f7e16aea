import { contentAttributes } from "#app/ui/content-text.tsx";

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
  return (
    <div {...contentAttributes} className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
