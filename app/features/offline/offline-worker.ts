import { withBase } from "#app/lib/site-url.ts";
import { workerPath } from "./offline-names.ts";

/** Whether this browser can keep the site: a service worker, its caches and what saving needs. */
export const canWorkOffline = () =>
  "serviceWorker" in navigator &&
  "caches" in window &&
  "locks" in navigator &&
  "CompressionStream" in window &&
  "BroadcastChannel" in window;

/**
 * Registers the service worker, once the page has loaded (it loads this after its first paint
 * and hydration): nothing of it competes with the page's own files. Resolves to whether the
 * browser took it: only built sites have one, and a browser may refuse it (a private window, a
 * blocked origin), which then keeps the site as it was.
 */
export async function registerWorker(): Promise<boolean> {
  if (!import.meta.env.PROD) return false;
  if (document.readyState !== "complete") {
    await new Promise((loaded) => addEventListener("load", loaded, { once: true }));
  }
  return navigator.serviceWorker.register(withBase(workerPath), { scope: withBase("/") }).then(
    () => true,
    () => false,
  );
}

/** Where the worker served this page from: a saved atlas (with its build and day) or a kept copy. */
export interface PageSource {
  build?: string;
  savedAt?: number;
  keptAt?: number;
}

/**
 * Asks the worker where this page came from; a page it did not serve came from the network. A
 * worker being replaced may never answer: the one that takes the page over reads the same records,
 * and is asked again.
 */
export function pageSource(): Promise<PageSource> {
  const { serviceWorker } = navigator;
  if (!serviceWorker.controller) return Promise.resolve({});
  return new Promise((resolve) => {
    const answered = (source: PageSource) => {
      serviceWorker.removeEventListener("controllerchange", ask);
      resolve(source);
    };
    function ask() {
      const worker = serviceWorker.controller;
      if (!worker) return answered({});
      const channel = new MessageChannel();
      channel.port1.addEventListener("message", (event: MessageEvent<PageSource>) =>
        answered(event.data),
      );
      channel.port1.start();
      worker.postMessage({ type: "source" }, [channel.port2]);
    }
    serviceWorker.addEventListener("controllerchange", ask);
    setTimeout(() => answered({}), 5000);
    ask();
  });
}

/** Tells the worker the saved atlas changed, so it deletes the ones no page needs any more. */
export function tellWorkerAtlasChanged(): void {
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: "changed" }))
    .catch(() => undefined);
}
