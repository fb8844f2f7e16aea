// The site's service worker (ADR 027), bundled into /sw.js by the build with this build's facts
// (app/features/offline/service-worker-file.ts). It answers only the site's own requests: every
// other company's (ads, embeds, statistics) goes to the network as if it were not there, and
// fails offline as it does when blocked.
import { workerPath } from "../offline-names.ts";
import { dropOtherBuildsPages, saveShell, shellCache } from "./kept-pages.ts";
import { answerFile, answerNavigation } from "./respond.ts";
import { atlasOfBuild, sourceOf, tidyAtlases } from "./saved-atlases.ts";
import { names, settings, underBase } from "./settings.ts";

declare const self: ServiceWorkerGlobalScope;

// A new build's worker takes over once its shell is saved: the pages already open keep their
// own atlas (saved-atlases.ts), so nothing waits for every tab to close.
self.addEventListener("install", (event) => {
  event.waitUntil(saveShell().then(() => self.skipWaiting()));
});

/**
 * Asks a newer worker waiting to take over to skip waiting again, once per run of this one. Chrome
 * stops the outgoing worker to let the new one in, but a page's request can start it again first,
 * and its new run is no longer marked to stop once idle: the new worker would then wait until this
 * one has been idle for 30 s, or for five minutes under a debugger. Skipping waiting again marks
 * it again (other engines activate once its events settle, as the specification says). Chrome
 * heeds only the first skipWaiting() a worker calls once installed: if a request starts this one
 * again a second time, the new worker takes over at the next page load (which marks this one
 * again) or once this one has been idle for 30 s.
 */
let askedToTakeOver = false;
function letWaitingWorkerIn(): void {
  const waiting = self.registration.waiting;
  if (askedToTakeOver || !waiting || waiting === self.serviceWorker) return;
  askedToTakeOver = true;
  waiting.postMessage({ type: "take-over" } satisfies Question, []);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const shells = (await caches.keys()).filter(
        (name) => name.startsWith(names.shell("")) && name !== shellCache,
      );
      await Promise.all(shells.map((name) => caches.delete(name)));
      // Tidying that fails (a cache the browser refuses) is done at the next navigation.
      await dropOtherBuildsPages().catch(() => undefined);
      await tidyAtlases().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  letWaitingWorkerIn();
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (!url.pathname.startsWith(`${settings.base}/`) || url.pathname === underBase(workerPath)) {
    return;
  }
  if (request.mode === "navigate") {
    // Frames (the ad slots) load from the network, as they would without the worker.
    if (request.destination === "document") event.respondWith(answerNavigation(event, url));
    return;
  }
  // The pages' own downloads (the atlas they save) and revalidations go to the network.
  if (request.cache !== "default") return;
  event.respondWith(answerFile(event, url));
});

/** What a page asks the worker (app/features/offline/offline-worker.ts), or the worker it replaces. */
type Question = { type: "changed" } | { type: "source" } | { type: "take-over" };

self.addEventListener("message", (event) => {
  const question = event.data as Question | undefined;
  // From the worker this one replaces (letWaitingWorkerIn): the promise settles on activation.
  if (question?.type === "take-over") {
    void self.skipWaiting();
    return;
  }
  letWaitingWorkerIn();
  const client = event.source;
  // A tab saved, updated or removed the atlas: the ones no page needs go.
  if (question?.type === "changed") event.waitUntil(tidyAtlases().catch(() => undefined));
  // Where the asking page came from, for the line that says when it was saved.
  if (question?.type === "source" && client && "id" in client) {
    const [port] = event.ports;
    event.waitUntil(
      (async () => {
        const source = await sourceOf(client.id);
        const atlas = source && "atlas" in source ? await atlasOfBuild(source.atlas) : undefined;
        if (atlas) port?.postMessage({ build: atlas.saved.build, savedAt: atlas.saved.savedAt });
        else port?.postMessage(source && "keptAt" in source ? { keptAt: source.keptAt } : {});
      })(),
    );
  }
});
