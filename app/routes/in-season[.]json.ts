import { loaderSettings } from "#app/config/settings.server.ts";
import { inSeasonCardsHtml } from "#app/components/home/home-atlas.server.tsx";
import { siteContent } from "#app/site-content.server.ts";
import type { Route } from "./+types/in-season[.]json";

/** /in-season.json, pre-rendered: the cards of the home page's "In season now" (in-season.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = loaderSettings(context);
  return Response.json({ html: inSeasonCardsHtml(await siteContent(settings), settings) });
}
