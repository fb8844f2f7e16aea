import { use } from "react";
import { PrerenderedHtmlContext } from "#app/lib/prerendered-html.ts";

/** An article's prose and lookalike pairs, as pre-rendered (article-body.server.tsx). */
export function ArticleBody() {
  return <div dangerouslySetInnerHTML={{ __html: use(PrerenderedHtmlContext) }} />;
}
