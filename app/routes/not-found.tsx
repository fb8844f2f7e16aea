import { logUnknownPath, NotFoundPage, notFoundMeta } from "#app/components/not-found-page.tsx";
import { showSuggestions } from "#app/features/search/species-suggestions-island.tsx";
import {
  isNotFoundPageElsewhere,
  type NotFoundHandle,
} from "#app/features/search/not-found-elsewhere.ts";
import type { Route } from "./+types/not-found";
import { settingsOf } from "#app/config/settings.ts";

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(settingsOf(matches));

/**
 * Asked by app/entry.client.tsx before hydrating: at another route's address the page is left as
 * pre-rendered: it logs the path, as it does everywhere, and only its species suggestions run.
 */
export const handle: NotFoundHandle = {
  keepsUnhydrated: (globals) => {
    const elsewhere = isNotFoundPageElsewhere(globals);
    if (elsewhere) {
      logUnknownPath(globals.location.pathname);
      showSuggestions();
    }
    return elsewhere;
  },
};

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
