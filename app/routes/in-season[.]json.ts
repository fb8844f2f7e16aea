import { inSeasonCardsHtml } from "#app/components/home/home-atlas.server.tsx";
import { siteContent } from "#app/site-content.server.ts";

/** /in-season.json, pre-rendered: the cards of the home page's "In season now" (in-season.ts). */
export async function loader() {
  return Response.json({ html: inSeasonCardsHtml(await siteContent()) });
}
