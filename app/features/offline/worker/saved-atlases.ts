import {
  atlasOfBuild as savedAtlasOfBuild,
  listAtlases,
  newestAtlas as newestSavedAtlas,
  newestOf,
} from "../saved-atlas.ts";
import { names } from "./settings.ts";

declare const self: ServiceWorkerGlobalScope;

/** Where an open page came from: a saved atlas (by build), or a page kept when it was opened. */
export type Source = { atlas: string } | { keptAt: number };

/** The atlas a page opened now comes from: the one saved last, once it is complete. */
export const newestAtlas = () => newestSavedAtlas(names);

/** The atlas of a build, while it is kept. */
export const atlasOfBuild = (build: string) => savedAtlasOfBuild(names, build);

/**
 * Which open page came from where, by client id: a page keeps the atlas it came from until the
 * visitor leaves it, so its data never comes from another build's. Kept in the worker's own cache,
 * as the browser stops an idle worker and its memory with it.
 */
let sources: Promise<Record<string, Source>> | undefined;
let written: Promise<void> = Promise.resolve();

async function readSources(): Promise<Record<string, Source>> {
  const record = await caches.match(names.clientsKey, { cacheName: names.meta });
  return record ? ((await record.json()) as Record<string, Source>) : {};
}

async function liveClients(): Promise<Set<string>> {
  const clients = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  return new Set(clients.map((client) => client.id));
}

/** Where the page `clientId` came from, if it came from the worker's caches. */
export async function sourceOf(clientId: string): Promise<Source | undefined> {
  if (!clientId) return undefined;
  sources ??= readSources();
  return (await sources)[clientId];
}

/**
 * Records where a page the worker is answering comes from; the records of closed pages go. The
 * page itself is not a client yet (it becomes one once its answer arrives), so it is kept apart.
 */
export function recordSource(clientId: string, source: Source): Promise<void> {
  if (!clientId) return written;
  written = written
    .then(async () => {
      sources ??= readSources();
      const [known, live] = await Promise.all([sources, liveClients()]);
      const kept: Record<string, Source> = { [clientId]: source };
      for (const [id, value] of Object.entries(known)) if (live.has(id)) kept[id] ??= value;
      sources = Promise.resolve(kept);
      await (await caches.open(names.meta)).put(names.clientsKey, Response.json(kept));
    })
    // A record that cannot be written (no room) costs that page its atlas: its files come from
    // the network, or offline from the newest atlas (answerFile).
    .catch(() => undefined);
  return written;
}

/**
 * Deletes the atlases no page needs: every complete one but the newest and those open pages came
 * from, and any left incomplete (a save cut short by a closed tab), unless one is being written.
 */
export async function tidyAtlases(): Promise<void> {
  const all = await listAtlases(names);
  const newest = newestOf(all);
  sources ??= readSources();
  const [known, live] = await Promise.all([sources, liveClients()]);
  const inUse = new Set(
    Object.entries(known).flatMap(([id, source]) =>
      live.has(id) && "atlas" in source ? [source.atlas] : [],
    ),
  );
  for (const { cacheName, saved } of all) {
    if (saved && (saved.build === newest?.saved.build || inUse.has(saved.build))) continue;
    if (saved) await caches.delete(cacheName);
    else {
      await self.navigator.locks.request(names.lock, { ifAvailable: true }, async (lock) => {
        if (lock) await caches.delete(cacheName);
      });
    }
  }
}
