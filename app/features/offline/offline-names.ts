/**
 * The names the offline feature shares between the build, the pages and the service worker: the
 * files the build writes, and where the browser keeps what it saves. Every name carries the site's
 * base path, as two sites on one origin (`user.github.io/a/` and `/b/`) share that origin's caches.
 */

/** The service worker's script, at the top of the site so that its scope is the whole site. */
export const workerPath = "/sw.js";

/** What the "Save for offline use" button states first: the saved atlas's build and size. */
export const atlasSummaryPath = "/offline/atlas.json";

/** Every file of the saved atlas, with its hash and size: read when the visitor saves it. */
export const atlasFilesPath = "/offline/files.json";

/** The island of the "Save for offline use" controls (`offline-control.island.ts`). */
export const offlineControlIsland = "offline-control";

/** The summary of the atlas a build can save (`atlasSummaryPath`). */
export interface AtlasSummary {
  /** The build's identity: a hash of every file of its atlas. */
  build: string;
  /** What the atlas takes on the device, in bytes: each file gzip-compressed, as it is kept. */
  bytes: number;
}

/** A file of the atlas: its path in the site ("/types/chanterelle"), content hash and kept size. */
export type AtlasFile = [path: string, hash: string, bytes: number];

/** A page the offline page names among what is saved, with the label the site's menu gives it. */
export interface AtlasPage {
  path: string;
  label: string;
  /** What it leads to, e.g. "40 species" for the section that lists them. */
  detail?: string;
}

/** Every file of the atlas (`atlasFilesPath`). */
export interface AtlasFiles extends AtlasSummary {
  files: AtlasFile[];
  /**
   * The other sizes and formats of each saved photo, by path, to the one saved: a page asks for
   * the size its screen wants, and gets the smallest, which is all the atlas keeps.
   */
  aliases: Record<string, string>;
  /** The pages the offline page lists, and how many species pages there are. */
  pages: AtlasPage[];
  species: number;
}

/** What a complete saved atlas records about itself, written last: without it, nothing is saved. */
export interface SavedAtlas {
  build: string;
  /** When it was saved, in ms since 1970: the date the pages it serves say. */
  savedAt: number;
  bytes: number;
  pages: AtlasPage[];
  species: number;
}

/** The caches, lock and channel of the site under `base` ("" at the root, "/fungi-atlas"). */
export function offlineNames(base: string) {
  const prefix = `offline ${base}/ `;
  return {
    /** The shell of a build: its scripts, styles, home page and icons, saved by the worker. */
    shell: (build: string) => `${prefix}shell ${build}`,
    /** The pages the visitor opened, kept by the worker within its budget. */
    pages: `${prefix}pages`,
    /** The worker's own records: which open page is served from which saved atlas. */
    meta: `${prefix}meta`,
    atlasPrefix: `${prefix}atlas `,
    /** The saved atlas of a build. */
    atlas: (build: string) => `${prefix}atlas ${build}`,
    /** The key under which a saved atlas records itself (`SavedAtlas`), in its own cache. */
    savedKey: `${base}/__offline/saved`,
    /** The key of the worker's record of the open pages and their atlases, in `meta`. */
    clientsKey: `${base}/__offline/clients`,
    /** Held while an atlas is written, so that two tabs never write one and none is tidied away. */
    lock: `${prefix}atlas`,
    /** Where a tab says that the saved atlas changed, so the others show it. */
    channel: `${prefix}offline`,
  };
}

export type OfflineNames = ReturnType<typeof offlineNames>;
