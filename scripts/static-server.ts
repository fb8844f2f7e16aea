import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

/**
 * Serves a built site the way the static hosts do: pre-compressed files (brotli, then gzip),
 * `/about` and `/about/` from about/index.html, and every unknown path answered with 404.html and a
 * real 404 status.
 */
export function createStaticServer(root: string, { spa = false } = {}): Server {
  const serveFile = sirv(root, {
    // A client-rendered app (only the benchmark builds one) answers every path with index.html.
    single: spa,
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  return createServer((req, res) => {
    serveFile(req, res, () => sendNotFound(root, req, res));
  });
}

function sendNotFound(root: string, req: IncomingMessage, res: ServerResponse) {
  const page = join(root, "404.html");
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding = ["br", "gzip"].find(
    (name) => accepted.includes(name) && existsSync(`${page}.${name === "br" ? "br" : "gz"}`),
  );
  res.statusCode = 404;
  // A client-rendered build has no 404 page: its app says "not found" itself.
  if (!existsSync(page)) {
    res.end();
    return;
  }
  res.setHeader("Content-Type", "text/html;charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  const file = encoding ? `${page}.${encoding === "br" ? "br" : "gz"}` : page;
  res.end(req.method === "HEAD" ? undefined : readFileSync(file));
}
