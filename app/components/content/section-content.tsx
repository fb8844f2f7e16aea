import type { ReactNode } from "react";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import type { ArticleSummary } from "#app/lib/content/content.server.ts";
import { ArticleList } from "./article-list.tsx";
import { MarkdownHtml } from "./markdown-html.tsx";

interface SectionContentProps {
  /** The intro's HTML from content/<section>.md; "" while its body is empty. */
  html: string;
  articles: readonly ArticleSummary[];
  /** Shown between the intro and the articles: the species index on /types. */
  children?: ReactNode;
}

/** A section's body: its intro, then its articles; the coming-soon panel while it has neither. */
export function SectionContent({ html, articles, children }: SectionContentProps) {
  if (html === "" && articles.length === 0) return <ComingSoon />;
  return (
    <>
      {html !== "" && <MarkdownHtml html={html} />}
      {children}
      {articles.length > 0 && <ArticleList articles={articles} />}
    </>
  );
}
