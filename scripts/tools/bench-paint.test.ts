import { randomBytes } from "node:crypto";
import { createServer, get, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstRoundTripBytes } from "#scripts/pipeline/first-round-trip.ts";
import { listenOnFreePort } from "#scripts/server/static-server.ts";
import { slowLink, startSlowLink } from "./bench-paint.ts";

/** Timers may fire a millisecond early; the link's waits are held with that much slack. */
const slack = 5;

describe("startSlowLink", () => {
  const body = randomBytes(50_000);
  const servers: Server[] = [];
  let link: string;

  beforeAll(async () => {
    const origin = createServer((_request, response) => response.end(body));
    servers.push(origin);
    const slow = await startSlowLink(await listenOnFreePort(origin, "127.0.0.1"));
    servers.push(slow.server);
    link = slow.origin;
  });
  afterAll(() => servers.forEach((server) => server.close()));

  /** Each chunk's arrival on a new connection, in ms from the request, with the bytes so far. */
  const arrivals = () =>
    new Promise<{ at: number; bytes: number }[]>((resolve, reject) => {
      const start = performance.now();
      const seen: { at: number; bytes: number }[] = [];
      let bytes = 0;
      get(`${link}/`, { agent: false }, (response) => {
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          seen.push({ at: performance.now() - start, bytes });
        });
        response.on("end", () => resolve(seen));
      }).on("error", reject);
    });

  it("sends the whole answer, a handshake and a round trip after the request", async () => {
    const seen = await arrivals();
    expect(seen.at(-1)?.bytes).toBe(body.length);
    expect(seen[0]?.at).toBeGreaterThanOrEqual(2 * slowLink.roundTripMs - slack);
  });

  it("sends TCP's first window, its headers in it, and the rest a round trip later at the least", async () => {
    const seen = await arrivals();
    const first = seen[0]?.at ?? Number.NaN;
    const inFirstWindow = seen.filter(({ at }) => at < first + slowLink.roundTripMs - slack);
    const firstWindow = inFirstWindow.at(-1)?.bytes ?? 0;
    // The headers take a few hundred bytes of the window's 14,600.
    expect(firstWindow).toBeGreaterThan(firstRoundTripBytes - 1000);
    expect(firstWindow).toBeLessThan(firstRoundTripBytes);
    // The second window is twice the first: the 50,000 bytes take a third round trip.
    const beforeThird = seen.filter(({ at }) => at < first + 2 * slowLink.roundTripMs - slack);
    expect(beforeThird.at(-1)?.bytes).toBeLessThan(3 * firstRoundTripBytes);
    expect(seen.at(-1)?.at).toBeGreaterThanOrEqual(first + 2 * slowLink.roundTripMs - slack);
  });
});
