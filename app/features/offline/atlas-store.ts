import { atlasSummary } from "./atlas-summary.ts";
import { offlineNames } from "./offline-names.ts";
import {
  canWorkOffline,
  type PageSource,
  pageSource,
  registerWorker,
  tellWorkerAtlasChanged,
} from "./offline-worker.ts";
import { listAtlases, newestOf } from "./saved-atlas.ts";

const names = offlineNames(import.meta.env.BASE_URL.replace(/\/$/, ""));

/** What the last action left to say, until the next one. */
export type Notice = "cancelled" | "failed" | "noRoom" | "removed";

/** The saved atlas as the controls show it. */
export type AtlasState =
  | { kind: "unsupported" }
  /** Reading what is saved, or the size of what could be. */
  | { kind: "loading"; notice?: Notice }
  | { kind: "idle"; bytes: number; notice?: Notice }
  | { kind: "saving"; done: number; bytes: number }
  | { kind: "saved"; savedAt: number; bytes: number };

let state: AtlasState = { kind: "loading" };
/** Where this page came from, once the worker has said. */
let source: PageSource = {};
/** The build of the newest complete atlas, to tell whether the site has a newer one to save. */
let newestBuild: string | undefined;
let saving: AbortController | undefined;
const listeners = new Set<() => void>();
const channel = canWorkOffline() ? new BroadcastChannel(names.channel) : undefined;

function set(next: AtlasState) {
  state = next;
  for (const listener of listeners) listener();
}

export const atlasState = () => state;
export const atlasSource = () => source;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads what is saved; without a saved atlas, the size of the one the site could save, stated
 * meanwhile as `bytes` (the size the control showed last) so that its button stays where it is.
 */
async function refresh(notice?: Notice, bytes?: number): Promise<void> {
  const newest = newestOf(await listAtlases(names));
  newestBuild = newest?.saved.build;
  if (newest) {
    return set({ kind: "saved", savedAt: newest.saved.savedAt, bytes: newest.saved.bytes });
  }
  const withNotice = notice ? { notice } : {};
  set(
    bytes === undefined
      ? { kind: "loading", ...withNotice }
      : { kind: "idle", bytes, ...withNotice },
  );
  // Offline, with nothing saved, there is nothing to offer: the control stays empty.
  const summary = navigator.onLine ? await atlasSummary().catch(() => undefined) : undefined;
  if (summary && (state.kind === "loading" || state.kind === "idle")) {
    set({ kind: "idle", bytes: summary.bytes, ...withNotice });
  }
}

function changed() {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a channel has no origin to name
  channel?.postMessage("changed");
  tellWorkerAtlasChanged();
}

/**
 * Once per page load: registers the worker, reads what is saved and where this page came from,
 * and, with a signal, replaces a saved atlas of an older build in the background. The new one
 * serves the pages opened after it is complete; this one stays as it came (ADR 027).
 */
export const startOffline = (() => {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    if (!canWorkOffline()) return set({ kind: "unsupported" });
    // Another tab saved, updated or removed the atlas; a save under way here shows its own.
    channel?.addEventListener("message", () => {
      if (!saving) void refresh().catch(() => undefined);
    });
    void (async () => {
      // Nothing to offer where no worker would serve what is saved.
      if (!(await registerWorker())) return set({ kind: "unsupported" });
      source = await pageSource();
      await refresh();
      if (state.kind === "saved") await updateInBackground();
    })().catch(() => undefined);
  };
})();

async function updateInBackground() {
  // "Offline" is sure; "online" may be a dead signal, which the fetch then finds out.
  if (!navigator.onLine) return;
  const summary = await atlasSummary();
  if (summary.build === newestBuild) return;
  const { downloadAtlas } = await import("./atlas-download.ts");
  const saved = await downloadAtlas({
    names,
    signal: new AbortController().signal,
    inBackground: true,
  });
  if (!saved) return;
  changed();
  await refresh();
}

/**
 * Asks the visitor before the page goes while their save runs: every link is a page load, which
 * would end it, and what it saved would be lost (ADR 035).
 */
const keepPageWhileSaving = (event: BeforeUnloadEvent) => event.preventDefault();

/** Saves the atlas, stating its progress; one save at a time. */
export async function saveAtlas(): Promise<void> {
  if (state.kind !== "idle" || saving) return;
  saving = new AbortController();
  const { signal } = saving;
  const { bytes } = state;
  set({ kind: "saving", done: 0, bytes });
  addEventListener("beforeunload", keepPageWhileSaving);
  try {
    // Loaded on the first save: most pages only state the atlas's size.
    const { downloadAtlas } = await import("./atlas-download.ts");
    await downloadAtlas({
      names,
      signal,
      onProgress: (done, total) => set({ kind: "saving", done, bytes: total }),
    });
    // Asked of the browser so that it does not clear the atlas when the device runs short. Not
    // waited for: Firefox asks the visitor, who may answer late or never.
    void navigator.storage?.persist().catch(() => false);
    changed();
    await refresh();
  } catch (error) {
    const notice: Notice = signal.aborted
      ? "cancelled"
      : (error as Error).name === "QuotaExceededError"
        ? "noRoom"
        : "failed";
    await refresh(notice, bytes);
  } finally {
    removeEventListener("beforeunload", keepPageWhileSaving);
    saving = undefined;
  }
}

export function cancelSave(): void {
  saving?.abort();
}

/** Deletes every saved atlas of the site; the worker's own small cache stays. */
export async function removeAtlas(): Promise<void> {
  if (state.kind !== "saved") return;
  const { bytes } = state;
  await navigator.locks.request(names.lock, async () => {
    for (const { cacheName } of await listAtlases(names)) await caches.delete(cacheName);
  });
  changed();
  await refresh("removed", bytes);
}
