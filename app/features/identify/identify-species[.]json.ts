import { loaderSettings } from "#app/config/settings.server.ts";
import { keySpecies } from "#app/features/identify/key-species.server.ts";
import { siteContent } from "#app/site-content.server.ts";
import type { Route } from "./+types/identify-species[.]json";

/** /identify/species.json, pre-rendered: the key's species, with only the facts it asks about. */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(keySpecies(await siteContent(loaderSettings(context))));
}
