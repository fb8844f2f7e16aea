import { fillOfflinePage } from "../offline-page.ts";
import { isHashedAsset, isPrefetch, pageKey } from "../request-paths.ts";
import { aliasHeader, dateHeader, fromStored } from "../stored-response.ts";
import { keepOpenedPage, openedPages, shellCache } from "./kept-pages.ts";
import type { Atlas } from "../saved-atlas.ts";
import { atlasOfBuild, newestAtlas, recordSource, sourceOf, tidyAtlases } from "./saved-atlases.ts";
import { names, settings, underBase } from "./settings.ts";

/**
 * A kept response as the page gets it, decompressed whole before it is given. Chrome stops an old
 * worker once its events have settled, to let a new one in: a body still being decompressed as
 * the page read it would stop with it, leaving the page loading forever; and an event kept alive
 * until the page has read the body would keep the old worker, and so the new one waiting, when the
 * page stops reading (it navigated). The files are small: a page is at most 100 KB.
 */
async function served(stored: Response): Promise<Response> {
  const response = fromStored(stored);
  return new Response(await response.arrayBuffer(), response);
}

/** A file of a saved atlas, as the page gets it: for a photo's other sizes, the one kept. */
async function fromAtlas(cacheName: string, url: URL | string): Promise<Response | undefined> {
  // Pagefind asks for its entry with a time in the query, and pages for themselves with filters.
  const stored = await caches.match(url, { cacheName, ignoreSearch: true });
  const alias = stored?.headers.get(aliasHeader);
  if (alias) return fromAtlas(cacheName, underBase(alias));
  return stored && served(stored);
}

/** The atlas a page came from, while it is kept. */
async function atlasOfClient(clientId: string): Promise<Atlas | undefined> {
  const source = await sourceOf(clientId);
  return source && "atlas" in source ? atlasOfBuild(source.atlas) : undefined;
}

/** The offline page, listing what the device holds: status text, not the browser's error page. */
async function offlinePage(atlas: Atlas | undefined): Promise<Response> {
  const html = fillOfflinePage(settings.offlinePage, {
    saved: atlas?.saved,
    opened: await openedPages(),
    base: settings.base,
  });
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": settings.offlinePage.policy,
      "Cache-Control": "no-store",
    },
  });
}

/**
 * A page the visitor opens (a link followed, an address typed, a reload): from the saved atlas
 * when it holds it, as an installed app opens, even online; otherwise from the network, kept for
 * later; with no network, the copy kept when it was last opened, or the offline page.
 *
 * A page fetched before its link is followed (Speculation Rules' prefetch) comes from the network
 * alone, kept as if opened: the browser shows it without asking again. What the device holds needs
 * no fetching ahead, and fetched ahead from an atlas it could show a page of the atlas replaced
 * meanwhile: declined, its navigation comes here when the link is followed, from the atlas newest
 * then (ADR 027: a new atlas from the next page followed).
 */
export async function answerNavigation(event: FetchEvent, url: URL): Promise<Response> {
  const key = pageKey(url.pathname, settings.base);
  const ahead = isPrefetch(event.request);
  const atlas = await newestAtlas();
  const saved = atlas && (await fromAtlas(atlas.cacheName, key));
  if (atlas && saved) {
    if (ahead) return Response.error();
    const source = { atlas: atlas.saved.build };
    const tidied = recordSource(event.resultingClientId, source).then(tidyAtlases);
    event.waitUntil(tidied.catch(() => undefined));
    return saved;
  }
  try {
    const response = await fetch(event.request);
    if (response.ok && response.headers.get("Content-Type")?.startsWith("text/html")) {
      event.waitUntil(keepOpenedPage(key, response.clone()).catch(() => undefined));
    }
    return response;
  } catch {
    if (ahead) return Response.error();
    const kept =
      (await caches.match(key, { cacheName: names.pages })) ??
      (await caches.match(key, { cacheName: shellCache }));
    if (!kept) return offlinePage(atlas);
    const source = { keptAt: Number(kept.headers.get(dateHeader) ?? 0) };
    event.waitUntil(recordSource(event.resultingClientId, source));
    return served(kept);
  }
}

/**
 * Any other file of the site: from the page's own atlas; a hashed script or style from whichever
 * cache has it (its name is its content); else the network; with no network, the newest atlas's
 * copy (a drawing, the search index) or any kept one, or the network's error, as without a worker.
 */
export async function answerFile(event: FetchEvent, url: URL): Promise<Response> {
  const own = await atlasOfClient(event.clientId);
  const saved = own && (await fromAtlas(own.cacheName, url));
  if (saved) return saved;
  if (isHashedAsset(url.pathname, settings.base)) {
    const kept = await caches.match(url);
    if (kept) return served(kept);
  }
  try {
    return await fetch(event.request);
  } catch {
    const newest = await newestAtlas();
    const fromNewest = newest && (await fromAtlas(newest.cacheName, url));
    if (fromNewest) return fromNewest;
    const kept = await caches.match(url, { ignoreSearch: true });
    return kept ? served(kept) : Response.error();
  }
}
