import { withBase } from "#app/lib/site-url.ts";
import { type NamedSpecies, namesIndexPath } from "./names-match.ts";

let loading: Promise<NamedSpecies[]> | undefined;

/**
 * The names index, fetched once on first use (the search's opening, the 404 page): never with a
 * page's first load. Offline it comes from the saved atlas; a failed fetch is tried again next time.
 */
export function loadNamesIndex(): Promise<NamedSpecies[]> {
  loading ??= fetch(withBase(namesIndexPath))
    .then((response) => {
      if (!response.ok) throw new Error(`${namesIndexPath}: ${response.status}`);
      return response.json() as Promise<NamedSpecies[]>;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
