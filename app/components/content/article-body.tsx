import { use } from "react";
import { PrerenderedHtmlContext } from "#app/lib/prerendered-html.ts";

/** The element that holds an article's body, where a visit from another page finds it. */
export const articleBodyId = "article-body";

/**
 * An article's prose and lookalike pairs, pre-rendered (article-body.server.tsx) and shown as
 * they are; on a client-side visit from a page React hydrated, the body its route's client loader
 * read.
 */
export function ArticleBody({ fetched = "" }: { fetched?: string | undefined }) {
  const html = use(PrerenderedHtmlContext) || fetched;
  return <div id={articleBodyId} dangerouslySetInnerHTML={{ __html: html }} />;
}
