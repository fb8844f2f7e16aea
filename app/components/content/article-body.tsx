import { use } from "react";
import { PrerenderedHtmlContext } from "#app/lib/prerendered-html.ts";
import { useSiteLinkClicks } from "./markdown-html.tsx";

/** The element that holds an article's body, where a visit from another page finds it. */
export const articleBodyId = "article-body";

/**
 * An article's prose and lookalike pairs, pre-rendered (article-body.server.tsx): hydrated as
 * it is, at no cost; on a visit from another page, the body its route's client loader read.
 */
export function ArticleBody({ fetched = "" }: { fetched?: string | undefined }) {
  const onClick = useSiteLinkClicks();
  const html = use(PrerenderedHtmlContext) || fetched;
  return (
    // The clicks handled are those of the links inside, which stay keyboard-operable links.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div id={articleBodyId} dangerouslySetInnerHTML={{ __html: html }} onClick={onClick} />
  );
}
