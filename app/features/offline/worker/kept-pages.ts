import type { OpenedPage } from "../offline-page.ts";
import { buildHeader, dateHeader, storedBytes, titleHeader, toStored } from "../stored-response.ts";
import { names, settings, underBase } from "./settings.ts";

/** The shell's cache: this build's scripts, styles, home page and icons. */
export const shellCache = names.shell(settings.build);

/** Files fetched at once while the shell is saved. */
const filesInFlight = 6;

/** Whether a page of the site runs on this worker's shell: it starts with one of its scripts. */
const runsOnShell = (html: string) =>
  settings.pageScripts.some((script) => html.includes(underBase(script)));

/** Saves the shell, each file once; fails, so that the browser tries again later, on any error. */
export async function saveShell(): Promise<void> {
  const cache = await caches.open(shellCache);
  const save = async (path: string) => {
    const url = underBase(path);
    if (await cache.match(url)) return;
    // The hashed files may come from the browser's cache; the home page must be the current one.
    const response = await fetch(url, { cache: path === "/" ? "no-cache" : "default" });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // A home page of a newer build than this worker's would need another shell's scripts.
    if (path === "/" && !runsOnShell(await response.clone().text())) return;
    const stored = await toStored(response, path, { [dateHeader]: String(Date.now()) });
    await cache.put(url, stored.response);
  };
  for (let start = 0; start < settings.shell.length; start += filesInFlight) {
    await Promise.all(settings.shell.slice(start, start + filesInFlight).map(save));
  }
}

let shellBytes: Promise<number> | undefined;

async function bytesOf(cacheName: string) {
  const cache = await caches.open(cacheName);
  const entries = await Promise.all(
    (await cache.keys()).map(async (request) => ({ request, stored: await cache.match(request) })),
  );
  return entries.map(({ request, stored }) => ({
    request,
    bytes: stored ? storedBytes(stored) : 0,
    date: Number(stored?.headers.get(dateHeader) ?? 0),
  }));
}

/** React's escapes in a page's title, undone: the offline page escapes it again as it writes it. */
const unescapeTitle = (title: string) =>
  title
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/**
 * Keeps a page the visitor opened, as the network gave it, if it runs on this worker's shell;
 * then drops the pages opened longest ago until the shell and the pages fit the budget.
 */
export async function keepOpenedPage(key: string, response: Response): Promise<void> {
  const text = await response.text();
  if (!runsOnShell(text)) return;
  const title = unescapeTitle(/<title>([^<]*)<\/title>/.exec(text)?.[1] ?? key);
  const { response: stored } = await toStored(new Response(text, response), key, {
    [dateHeader]: String(Date.now()),
    [buildHeader]: settings.build,
    [titleHeader]: encodeURIComponent(title),
  });
  const cache = await caches.open(names.pages);
  await cache.put(key, stored);
  shellBytes ??= bytesOf(shellCache).then((files) =>
    files.reduce((sum, { bytes }) => sum + bytes, 0),
  );
  let total = await shellBytes;
  const pages = (await bytesOf(names.pages)).toSorted((a, b) => b.date - a.date);
  for (const { request, bytes } of pages) {
    total += bytes;
    if (total > settings.budget) await cache.delete(request);
  }
}

/** The pages kept when they were opened, newest first, for the offline page. */
export async function openedPages(): Promise<OpenedPage[]> {
  const cache = await caches.open(names.pages);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const stored = await cache.match(request);
      return {
        url: new URL(request.url).pathname,
        title: decodeURIComponent(stored?.headers.get(titleHeader) ?? ""),
        date: Number(stored?.headers.get(dateHeader) ?? 0),
      };
    }),
  );
  return pages.toSorted((a, b) => b.date - a.date).map(({ url, title }) => ({ url, title }));
}

/** Drops the kept pages of another build: they would need its shell, which is gone. */
export async function dropOtherBuildsPages(): Promise<void> {
  const cache = await caches.open(names.pages);
  for (const request of await cache.keys()) {
    const stored = await cache.match(request);
    if (stored?.headers.get(buildHeader) !== settings.build) await cache.delete(request);
  }
}
