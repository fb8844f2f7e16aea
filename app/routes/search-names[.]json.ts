import { loaderSettings } from "#app/config/settings.server.ts";
import { namesIndex } from "#app/features/search/names-index.server.ts";
import { contentLanguageOf } from "#app/i18n/owner-words.ts";
import { siteContent } from "#app/site-content.server.ts";
import type { Route } from "./+types/search-names[.]json";

/** /search/names.json, pre-rendered: every name of every species, loaded with the search. */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = loaderSettings(context);
  return Response.json(namesIndex(await siteContent(settings), contentLanguageOf(settings)));
}
