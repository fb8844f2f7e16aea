import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { type Header, parseAllHeaders } from "@netlify/headers-parser";
import sirv from "sirv";
import { htmlFilesIn } from "#app/lib/html-files.server.ts";
import { urlForms } from "#app/lib/url-forms.ts";

/**
 * Starts `server` on a port the system picks, on `host` ("localhost", the tests' and tools' own
 * machine), and gives its origin: "http://localhost:41235".
 */
export async function listenOnFreePort(server: Server, host = "localhost"): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("The server has no port");
  return `http://${host}:${address.port}`;
}

/**
 * Serves a built site as static hosts do: pre-compressed files, `/about` from about.html (other
 * forms redirected once), unknown paths a real 404 with 404.html, and `_headers` on every response.
 * `base` is the path the site is served under ("/fungi-atlas", or "" at the root).
 */
export async function createStaticServer(
  root: string,
  { spa = false, base = "" } = {},
): Promise<Server> {
  // Taken before the read: a build that lands while the folder is read is read on the next request.
  let readAt = statSync(root).mtimeMs;
  let site = readSite(root, { spa, base });
  await site;
  return createServer(async (req, res) => {
    let current: Site;
    try {
      // `npm run build` replaces the folder's entries while the server runs: the first request
      // after it reads the new build, once for all the requests that arrive meanwhile, rather
      // than sending the old one's file list, sizes and policies (a page cut short, scripts
      // refused by a stale policy, a crash on a removed file).
      const modifiedAt = statSync(root).mtimeMs;
      if (modifiedAt !== readAt) {
        readAt = modifiedAt;
        site = readSite(root, { spa, base });
      }
      current = await site;
    } catch {
      // Caught between two builds' files, or the folder is gone: an answer, not a crash.
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "1" });
      res.end(`${root}/ is being rebuilt or is missing: run npm run build, then reload.\n`);
      return;
    }
    const { headerRules, redirects, serveFile } = current;
    const { pathname, search } = new URL(req.url ?? "/", "http://localhost");
    // What Cloudflare Pages sends where `_headers` says nothing: revalidate on every visit.
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    setHeaders(res, headerRules, [pathname]);
    const target = redirects.get(pathname);
    if (target !== undefined) {
      res.writeHead(308, { Location: `${target}${search}` }).end();
      return;
    }
    if (!pathname.startsWith(`${base}/`)) {
      // Not the site's: a convenience of this server only, for whoever opens its address.
      if (pathname === "/") res.writeHead(302, { Location: `${base}/` }).end();
      else
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end(outsideBase(base));
      return;
    }
    // The file's path in `root`: the request's under the base path.
    req.url = (req.url ?? "/").slice(base.length);
    serveFile(req, res, () => {
      // The 404 page is sent as a static host's error_page is: with its own file's headers too.
      setHeaders(res, headerRules, [pathname, `${base}/404.html`]);
      sendNotFound(root, req, res);
    });
  });
}

type Site = Awaited<ReturnType<typeof readSite>>;

/** What the server knows of one build of the site, read when it starts and after each build. */
async function readSite(root: string, { spa, base }: { spa: boolean; base: string }) {
  return {
    headerRules: await readHeaderRules(join(root, "_headers")),
    redirects: await aliasRedirects(root, base),
    serveFile: sirv(root, {
      // A client-rendered app (only the benchmark builds one) answers every path with index.html.
      single: spa,
      brotli: true,
      gzip: true,
      etag: true,
      // sirv's type table has none for .ico; the static hosts send this one.
      setHeaders: (res, pathname) => {
        if (pathname.endsWith(".ico")) res.setHeader("Content-Type", "image/x-icon");
      },
    }),
  };
}

/**
 * Each built document's other URL forms that redirect to its URL, e.g. "/about/" -> "/about". Its
 * own file's path ("/about.html") is served as it is, as GitHub Pages and nginx serve it.
 */
async function aliasRedirects(root: string, base: string): Promise<Map<string, string>> {
  const files = await htmlFilesIn(root);
  return new Map(
    files.flatMap((file) => {
      const { url, aliases } = urlForms(file, base);
      return aliases
        .filter((alias) => alias !== `${base}/${file}`)
        .map((alias) => [alias, url] as const);
    }),
  );
}

/** What a path outside the site's base path gets: a plain 404, as the host's own. */
const outsideBase = (base: string) =>
  `Not found. This server serves the site under ${base}/, as its configured url says.\n`;

/** The rules of a Netlify/Cloudflare `_headers` file, read with Netlify's own parser. */
export async function readHeaderRules(file: string): Promise<Header[]> {
  if (!existsSync(file)) return [];
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join("\n"));
  return headers.filter((rule): rule is Header => "forRegExp" in rule);
}

/**
 * Sends the headers of every rule matching one of the paths. Where two rules set one header, the
 * values are joined with a comma, as Netlify and Cloudflare Pages do.
 */
function setHeaders(res: ServerResponse, rules: readonly Header[], paths: readonly string[]) {
  const values = new Map<string, string[]>();
  for (const rule of rules.filter((candidate) =>
    paths.some((path) => candidate.forRegExp.test(path)),
  )) {
    for (const [name, value] of Object.entries(rule.values)) {
      values.set(name, [...(values.get(name) ?? []), value]);
    }
  }
  for (const [name, list] of values) res.setHeader(name, list.join(", "));
}

/** The pre-compressed files precompress.ts writes, best first, by their Content-Encoding. */
const preferredEncodings = [
  { encoding: "br", extension: ".br" },
  { encoding: "gzip", extension: ".gz" },
] as const;

function sendNotFound(root: string, req: IncomingMessage, res: ServerResponse) {
  const page = join(root, "404.html");
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const precompressed = preferredEncodings.find(
    ({ encoding, extension }) => accepted.includes(encoding) && existsSync(`${page}${extension}`),
  );
  res.statusCode = 404;
  // A client-rendered build has no 404 page: its app says "not found" itself.
  if (!existsSync(page)) {
    res.end();
    return;
  }
  res.setHeader("Content-Type", "text/html;charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  if (precompressed) res.setHeader("Content-Encoding", precompressed.encoding);
  const file = precompressed ? `${page}${precompressed.extension}` : page;
  res.end(req.method === "HEAD" ? undefined : readFileSync(file));
}
