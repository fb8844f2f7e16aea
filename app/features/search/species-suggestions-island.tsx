import { createRoot } from "react-dom/client";
import { SpeciesSuggestions, speciesSuggestionsId } from "./species-suggestions.tsx";

/** The 404 page's species suggestions on a page left unhydrated (app/entry.client.tsx). */
export function showSuggestions() {
  const slot = document.getElementById(speciesSuggestionsId);
  if (slot) createRoot(slot).render(<SpeciesSuggestions path={window.location.pathname} />);
}
