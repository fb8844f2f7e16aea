/**
 * How the offline feature keeps a response in the browser's cache storage: text gzip-compressed
 * (a page is a quarter of its size so, which is what keeps the atlas under its budget), with what
 * it needs to know later in headers of its own. The pages write the saved atlas this way and the
 * service worker its shell and the opened pages; the worker serves them as they came.
 */

const storedHeader = "x-offline-stored";
/** The content hash the build gave the file: an update keeps the files whose hash is the same. */
export const hashHeader = "x-offline-hash";
/** The bytes it takes in the cache, as kept. */
export const bytesHeader = "x-offline-bytes";
/** When it was kept, in ms since 1970. */
export const dateHeader = "x-offline-date";
/** On an entry that stands for another (a photo's other sizes): the path of the one kept. */
export const aliasHeader = "x-offline-alias";
/** On a page the worker kept: the build whose shell its scripts are, and its title (URI-encoded). */
export const buildHeader = "x-offline-build";
export const titleHeader = "x-offline-title";

const ownHeaders = [
  storedHeader,
  hashHeader,
  bytesHeader,
  dateHeader,
  aliasHeader,
  buildHeader,
  titleHeader,
];

/** Files that come compressed already (images, fonts, Pagefind's index and WebAssembly). */
const compressedAlready = /\.(avif|webp|jpe?g|png|gif|ico|woff2?|pagefind|pf_[a-z]+)$/;

/** Whether a file of the site is kept gzip-compressed: text is, images and Pagefind's files are not. */
export const isCompressible = (path: string) => !compressedAlready.test(path);

/**
 * The response as the cache keeps it: its body compressed when `path` is text, its headers as
 * the host sent them but those of the transfer, and `extra` ones (`hashHeader`, `dateHeader`).
 */
export async function toStored(
  response: Response,
  path: string,
  extra: Record<string, string> = {},
): Promise<{ response: Response; bytes: number }> {
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const compress = isCompressible(path) && response.body !== null;
  const body = compress
    ? await new Response(response.body.pipeThrough(new CompressionStream("gzip"))).blob()
    : await response.blob();
  if (compress) headers.set(storedHeader, "gzip");
  headers.set(bytesHeader, String(body.size));
  return { response: new Response(body, { status: 200, headers }), bytes: body.size };
}

/** The response a page gets from a kept one: its body as it came, without the cache's headers. */
export function fromStored(stored: Response): Response {
  const headers = new Headers(stored.headers);
  const compressed = headers.get(storedHeader) === "gzip";
  for (const name of ownHeaders) headers.delete(name);
  const body =
    compressed && stored.body
      ? stored.body.pipeThrough(new DecompressionStream("gzip"))
      : stored.body;
  return new Response(body, { status: stored.status, statusText: stored.statusText, headers });
}

/** The bytes a kept response takes, from its header (0 for one kept by another version). */
export const storedBytes = (stored: Response) => Number(stored.headers.get(bytesHeader) ?? 0);
