import { hydrateRoot } from "react-dom/client";
import { SpeciesSuggestions, speciesSuggestionsId } from "./species-suggestions.tsx";

/**
 * The 404 page's species suggestions on a page left unhydrated (app/entry.client.tsx): their
 * element alone is hydrated, empty as pre-rendered until the names come.
 */
export function showSuggestions() {
  const slot = document.getElementById(speciesSuggestionsId);
  if (slot) hydrateRoot(slot, <SpeciesSuggestions path={window.location.pathname} />);
}
