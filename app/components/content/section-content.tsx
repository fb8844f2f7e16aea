import type { ReactNode } from "react";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import type { ArticleSummary } from "#app/lib/content/content.server.ts";
import type { ListingPosition } from "#app/lib/content/sections.server.ts";
import { ArticleList } from "./article-list.tsx";
import { ListingPagination } from "#app/ui/listing-pagination.tsx";
import { MarkdownHtml } from "./markdown-html.tsx";

interface SectionContentProps {
  /** The intro's HTML from content/<section>.md; "" while its body is empty, and after page 1. */
  html: string;
  /** This page's share of the articles. */
  articles: readonly ArticleSummary[];
  position: ListingPosition;
  /** Shown between the intro and the articles: the species index on /types. */
  children?: ReactNode;
}

/**
 * A section's body: its intro, then its articles and the links to the listing's other pages;
 * the coming-soon panel while it has none of these, nor a species index.
 */
export function SectionContent({ html, articles, position, children }: SectionContentProps) {
  if (html === "" && articles.length === 0 && !children) return <ComingSoon />;
  return (
    <>
      {html !== "" && <MarkdownHtml html={html} />}
      {children}
      {articles.length > 0 && <ArticleList articles={articles} />}
      {position.count > 1 && (
        <ListingPagination
          firstPagePath={position.sectionPath}
          current={position.current}
          count={position.count}
        />
      )}
    </>
  );
}
