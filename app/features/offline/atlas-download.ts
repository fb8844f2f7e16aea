import { withBase } from "#app/lib/site-url.ts";
import { atlasSummary, fetchJson } from "./atlas-summary.ts";
import {
  type AtlasFiles,
  atlasFilesPath,
  type OfflineNames,
  type SavedAtlas,
} from "./offline-names.ts";
import { newestAtlas } from "./saved-atlas.ts";
import { aliasHeader, hashHeader, toStored } from "./stored-response.ts";

/** Files fetched at once: a phone's connection stays busy without queueing the whole atlas. */
const filesInFlight = 6;

/** Whether the browser says it has room for `bytes` more; one that cannot say (WebKitGTK) may. */
async function hasRoomFor(bytes: number): Promise<boolean> {
  const { quota, usage } = (await navigator.storage?.estimate()) ?? {};
  return quota === undefined || usage === undefined || quota - usage > bytes * 1.1;
}

interface DownloadOptions {
  names: OfflineNames;
  signal: AbortSignal;
  /** Told the bytes saved so far, of `bytes`, after each file. */
  onProgress?: (done: number, bytes: number) => void;
  /** An update in the background: it gives way to a save already under way in another tab. */
  inBackground?: boolean;
}

/**
 * Saves the atlas the site has now into a cache of its own, every file or none: the files an
 * earlier atlas holds unchanged (the same content hash) are copied from it, the others fetched.
 * It records itself last, once complete; a failure, a cancel, or a new build deployed meanwhile
 * deletes what was written. Resolves to its record, or undefined when another tab is saving.
 */
export async function downloadAtlas({
  names,
  signal,
  onProgress,
  inBackground = false,
}: DownloadOptions): Promise<SavedAtlas | undefined> {
  const list = await fetchJson<AtlasFiles>(atlasFilesPath, signal);
  // The error the browser gives when a cache outgrows its room, given before writing anything.
  if (!(await hasRoomFor(list.bytes))) {
    throw new DOMException("the device has no room for the atlas", "QuotaExceededError");
  }
  const lock = inBackground ? { ifAvailable: true } : { signal };
  return navigator.locks.request(names.lock, lock, async (held) => {
    if (!held) return undefined;
    const previous = await newestAtlas(names);
    if (previous?.saved.build === list.build) return previous.saved;
    const cacheName = names.atlas(list.build);
    // What a save of this build cut short (a closed tab) left behind.
    await caches.delete(cacheName);
    const cache = await caches.open(cacheName);
    // One file failing ends the save: the others on their way are let go, and none of them, arriving
    // late, may report progress over the failure the control already shows.
    const files = new AbortController();
    const cancel = () => files.abort(signal.reason);
    signal.addEventListener("abort", cancel, { once: true });
    try {
      let done = 0;
      const saveFile = async ([path, hash, bytes]: AtlasFiles["files"][number]) => {
        const url = withBase(path);
        const kept = previous && (await caches.match(url, { cacheName: previous.cacheName }));
        if (kept?.headers.get(hashHeader) === hash) await cache.put(url, kept);
        else {
          const response = await fetch(url, { cache: "no-cache", signal: files.signal });
          if (!response.ok) throw new Error(`${path} answered ${response.status}`);
          const stored = await toStored(response, path, { [hashHeader]: hash });
          files.signal.throwIfAborted();
          await cache.put(url, stored.response);
        }
        files.signal.throwIfAborted();
        done += bytes;
        onProgress?.(done, list.bytes);
      };
      for (let start = 0; start < list.files.length; start += filesInFlight) {
        signal.throwIfAborted();
        await Promise.all(list.files.slice(start, start + filesInFlight).map(saveFile));
      }
      for (const [alias, path] of Object.entries(list.aliases)) {
        await cache.put(withBase(alias), new Response(null, { headers: { [aliasHeader]: path } }));
      }
      // Files of two builds are never one atlas: a deploy during the save undoes it.
      if ((await atlasSummary(signal)).build !== list.build) throw new Error("a new build came");
      const saved: SavedAtlas = {
        build: list.build,
        savedAt: Date.now(),
        bytes: list.bytes,
        pages: list.pages,
        species: list.species,
      };
      await cache.put(names.savedKey, Response.json(saved));
      return saved;
    } catch (error) {
      files.abort(error);
      await caches.delete(cacheName);
      throw error;
    } finally {
      signal.removeEventListener("abort", cancel);
    }
  });
}
