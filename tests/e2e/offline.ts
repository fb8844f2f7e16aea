import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type RequestListener, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { createStaticServer, listenOnFreePort } from "#scripts/server/static-server.ts";
import { offlineNames } from "#app/features/offline/offline-names.ts";
import { expect, waitForHydration } from "./fixtures.ts";

/** A variant's built site, as tests/variants/ builds it: "content" is .variants/content/dist. */
export const variantSite = (name: string) => join(".variants", name, "dist");

/** A held answer given up on: part of the save did not arrive. */
const fail = (response: ServerResponse) => response.writeHead(503).end();

/**
 * Serves a copy of a built site at the root of an origin of its own, as `npm start` does, for a
 * test that changes what is served: `deploy` puts another build in its place (the server reads
 * it on the next request). A save's requests (they ask past every cache) whose path matches
 * `hold` get no answer, as on a signal that stalls, until the test says: `held.count()` tells how
 * many wait, `held.drop()` answers them and every one after with an error, until `held.hold()`;
 * `held.failOne()` answers only one of them so. A copy `passing` holds nothing until `held.hold()`.
 * A test then knows a save is under way from the server's side, not from how long it lasts.
 */
export async function serveCopy(
  site: string,
  { hold, passing = false }: { hold?: RegExp; passing?: boolean } = {},
) {
  const root = await mkdtemp(join(tmpdir(), "offline-site-"));
  await cp(site, root, { recursive: true });
  const [answer] = (await createStaticServer(root)).listeners("request") as RequestListener[];
  const waiting = new Set<ServerResponse>();
  let dropping = false;
  // Until `held.hold()`, when the copy starts `passing`: the worker's own first files come.
  let holding = !passing;
  const server = createServer((request, response) => {
    // A save asks with `cache: "no-cache"`, which sends Cache-Control; a page's own requests not.
    const fromSave = request.headers["cache-control"] !== undefined;
    if (!fromSave || !holding || !hold?.test(request.url ?? "")) {
      return answer?.(request, response);
    }
    if (dropping) return fail(response);
    waiting.add(response);
    response.on("close", () => waiting.delete(response));
  });
  const origin = await listenOnFreePort(server);
  return {
    origin,
    root,
    held: {
      count: () => waiting.size,
      drop() {
        dropping = true;
        for (const response of waiting) fail(response);
      },
      /** Answers one of those waiting with an error; the others, and those after, still wait. */
      failOne() {
        const [first] = waiting;
        if (first) fail(first);
      },
      hold() {
        dropping = false;
        holding = true;
      },
    },
    /** Replaces the served build with another, as a host's deploy does. */
    async deploy(other: string) {
      for (const entry of await readdir(root)) await rm(join(root, entry), { recursive: true });
      await cp(other, root, { recursive: true });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** What the site keeps in the browser's cache storage: bytes as kept, and every URL. */
export function keptFiles(page: Page) {
  return page.evaluate(async () => {
    const files: { cache: string; url: string; bytes: number }[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        files.push({
          cache: cacheName,
          url: request.url,
          bytes: (await response?.blob())?.size ?? 0,
        });
      }
    }
    return files;
  });
}

/** The names of the caches that hold a saved atlas, complete or not. */
export const atlasCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.includes(" atlas ")));

/**
 * Opens a page of the site and waits until it has hydrated and the service worker controls it
 * (on a first visit, once the worker has saved the shell and taken the page over).
 */
export async function openWithWorker(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The footer's "Save for offline use" control. */
export const footerControl = (page: Page) => page.getByRole("contentinfo");

/**
 * Saves the atlas with the footer's button, which states its size first, and waits until the
 * control says when it was saved.
 */
export async function saveAtlas(page: Page) {
  const button = footerControl(page).getByRole("button", {
    name: /^Save the atlas for offline use: \d+(\.\d)? MB$/,
  });
  await button.click();
  await expect(footerControl(page).getByText(/^Saved for offline use on /)).toBeVisible({
    timeout: 30_000,
  });
  await expect(footerControl(page).getByRole("button", { name: "Remove" })).toBeVisible();
}

/**
 * The site's workers as the page sees them, and the shells kept: settled on a build once the
 * active worker controls the page, with no newer one installing or waiting, and only that build's
 * shell is left (a worker deletes the others as it activates: the new build's worker is in charge,
 * not only the first one undisturbed before the browser looked for an update).
 */
export const workersSeen = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      active: registration?.active?.state ?? "none",
      installing: registration?.installing?.state ?? "none",
      waiting: registration?.waiting?.state ?? "none",
      controlsPage: navigator.serviceWorker.controller === registration?.active,
      shells: (await caches.keys()).filter((name) => name.includes(" shell ")),
    };
  });
export const workersSettledOn = (build: string) => ({
  active: "activated",
  installing: "none",
  waiting: "none",
  controlsPage: true,
  shells: [offlineNames("").shell(build)],
});
