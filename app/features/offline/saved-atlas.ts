import type { OfflineNames, SavedAtlas } from "./offline-names.ts";

/** A complete saved atlas: its cache, and what it recorded of itself. */
export interface Atlas {
  cacheName: string;
  saved: SavedAtlas;
}

/** Every atlas cache of the site, each with its record once it is complete. */
export async function listAtlases(
  names: OfflineNames,
): Promise<{ cacheName: string; saved?: SavedAtlas }[]> {
  const cacheNames = (await caches.keys()).filter((name) => name.startsWith(names.atlasPrefix));
  return Promise.all(
    cacheNames.map(async (cacheName) => ({ cacheName, ...(await recordOf(names, cacheName)) })),
  );
}

async function recordOf(names: OfflineNames, cacheName: string) {
  const record = await caches.match(names.savedKey, { cacheName });
  return record ? { saved: (await record.json()) as SavedAtlas } : {};
}

/** The newest complete atlas of a list: the one new pages come from. */
export const newestOf = (atlases: readonly { cacheName: string; saved?: SavedAtlas }[]) =>
  atlases
    .filter((atlas): atlas is Atlas => atlas.saved !== undefined)
    .toSorted((a, b) => b.saved.savedAt - a.saved.savedAt)[0];

/** The atlas saved last, once it is complete. */
export const newestAtlas = async (names: OfflineNames) => newestOf(await listAtlases(names));

/** The atlas of a build, while it is kept and complete. */
export async function atlasOfBuild(names: OfflineNames, build: string): Promise<Atlas | undefined> {
  const cacheName = names.atlas(build);
  const { saved } = await recordOf(names, cacheName);
  return saved && { cacheName, saved };
}
