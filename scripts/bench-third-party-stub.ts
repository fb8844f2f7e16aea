import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:https";
import { join } from "node:path";

/** How late the stub answers, like an ad auction or a slow embed. */
const delayMs = 1500;

// A script from the ad network or form vendor: it draws a creative where it was included.
const creativeScript = `(() => {
  const script = document.currentScript;
  const creative = document.createElement("div");
  creative.textContent = "Advertisement (benchmark stub)";
  creative.style.cssText = "width:300px;height:250px;background:#d9c8a9;display:grid;place-items:center";
  (script?.parentElement ?? document.body).append(creative);
})();`;

// A framed page (the feed, the form): content that arrives late and is taller than the frame.
const framedPage = `<!doctype html><html lang="en"><title>Embed (benchmark stub)</title>
<body style="margin:0;font:16px sans-serif"><h1>Embedded content (benchmark stub)</h1>
<div style="height:2000px;background:linear-gradient(#c9d6b8,#8a6f4d)"></div></body></html>`;

/**
 * An https server answering for every third-party host of the site (Chromium maps their names to
 * it with --host-resolver-rules), late, with a self-signed certificate made by `openssl`.
 */
export async function startThirdPartyStub(
  directory: string,
): Promise<{ server: Server; port: number; delayMs: number }> {
  const key = join(directory, "stub-key.pem");
  const cert = join(directory, "stub-cert.pem");
  const openssl = spawnSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=stub",
    "-keyout",
    key,
    "-out",
    cert,
  ]);
  if (openssl.status !== 0) {
    throw new Error("The third-party scenario needs `openssl` to make a certificate for its stub.");
  }
  const server = createServer(
    { key: await readFile(key), cert: await readFile(cert) },
    (request, response) => {
      const isScript = new URL(request.url ?? "/", "https://stub").pathname.endsWith(".js");
      setTimeout(() => {
        response.setHeader(
          "Content-Type",
          isScript ? "text/javascript" : "text/html; charset=utf-8",
        );
        response.end(isScript ? creativeScript : framedPage);
      }, delayMs);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("The stub has no port");
  return { server, port: address.port, delayMs };
}
