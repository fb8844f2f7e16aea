import { keySpecies } from "#app/features/identify/key-species.server.ts";
import { siteContent } from "#app/site-content.server.ts";

/** /identify/species.json, pre-rendered: the key's species, with only the facts it asks about. */
export async function loader() {
  return Response.json(keySpecies(await siteContent()));
}
