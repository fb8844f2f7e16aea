import { withBase } from "#app/lib/site-url.ts";
import { keySpeciesPath } from "./key-locations.ts";
import type { KeyEntry } from "./key-results.tsx";

let loading: Promise<readonly KeyEntry[]> | undefined;

/** The key's species file, fetched once a visit; again after a failure. */
export function loadKeySpecies(): Promise<readonly KeyEntry[]> {
  loading ??= fetch(withBase(keySpeciesPath))
    .then((response) =>
      response.ok
        ? (response.json() as Promise<KeyEntry[]>)
        : Promise.reject(new Error(String(response.status))),
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
