import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:https";
import { join } from "node:path";
import { stubAnswers, thirdPartyOf } from "./third-parties.ts";

/** How late the stub answers, like an ad auction or a slow embed. */
const delayMs = 1500;

/**
 * An https server answering for every third-party host of the site (the benchmark's Chromium maps
 * their names to it with --host-resolver-rules), late, with the answers the browser tests' stubs
 * give, and a self-signed certificate made by `openssl` in `directory`.
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
      // Chromium keeps the third party's name in the Host header: the URL is the one the page asked for.
      const url = new URL(request.url ?? "/", `https://${request.headers.host ?? "stub"}`);
      const thirdParty = thirdPartyOf(url);
      const answer = thirdParty
        ? stubAnswers[thirdParty](url, request.method ?? "GET")
        : { status: 404, contentType: "text/plain", body: "Not a third party of the site" };
      setTimeout(() => {
        response.statusCode = answer.status ?? 200;
        response.setHeader("Content-Type", answer.contentType);
        response.end(answer.body);
      }, delayMs);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("The stub has no port");
  return { server, port: address.port, delayMs };
}
