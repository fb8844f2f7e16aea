import { withBase } from "#app/lib/site-url.ts";
import { type AtlasSummary, atlasSummaryPath } from "./offline-names.ts";

/** One of the build's offline files, asked of the network (past the worker, which lets it by). */
export async function fetchJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(withBase(path), { cache: "no-cache", ...(signal && { signal }) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The atlas the site can save now: its build and size. Apart from the save's code (atlas-download.ts),
 * which a page loads only to save.
 */
export const atlasSummary = (signal?: AbortSignal) =>
  fetchJson<AtlasSummary>(atlasSummaryPath, signal);
