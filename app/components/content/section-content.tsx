import { ComingSoon } from "#app/components/coming-soon.tsx";
import type { ArticleSummary } from "#app/lib/content/content.server.ts";
import { ArticleList } from "./article-list.tsx";
import { MarkdownHtml } from "./markdown-html.tsx";

interface SectionContentProps {
  /** The intro's HTML from content/<section>.md; "" while its body is empty. */
  html: string;
  articles: readonly ArticleSummary[];
}

/** A section's body: its intro, then its articles; the coming-soon panel while it has neither. */
export function SectionContent({ html, articles }: SectionContentProps) {
  if (html === "" && articles.length === 0) return <ComingSoon />;
  return (
    <>
      {html !== "" && <MarkdownHtml html={html} />}
      {articles.length > 0 && <ArticleList articles={articles} />}
    </>
  );
}
