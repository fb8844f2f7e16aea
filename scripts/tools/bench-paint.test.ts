import { randomBytes } from "node:crypto";
import { createServer, get, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstRoundTripBytes } from "#scripts/pipeline/first-round-trip.ts";
import { listenOnFreePort } from "#scripts/server/static-server.ts";
import { bodyPerRoundTrip, slowLink, startSlowLink } from "./bench-paint.ts";

/** Timers may fire a millisecond early; the link's waits are held with that much slack. */
const slack = 5;

describe("bodyPerRoundTrip", () => {
  it("leaves the first window's room to the headers, then doubles the window each round trip", () => {
    expect(bodyPerRoundTrip(50_000, 300, firstRoundTripBytes)).toEqual({
      rounds: [
        firstRoundTripBytes - 300,
        2 * firstRoundTripBytes,
        50_000 - 3 * firstRoundTripBytes + 300,
      ],
      window: 4 * firstRoundTripBytes,
    });
  });

  it("sends a short answer in one round trip and leaves the window as it was", () => {
    expect(bodyPerRoundTrip(2_000, 300, firstRoundTripBytes)).toEqual({
      rounds: [2_000],
      window: firstRoundTripBytes,
    });
  });

  it("goes on from a connection's grown window on its next answer", () => {
    expect(bodyPerRoundTrip(50_000, 300, 4 * firstRoundTripBytes).rounds).toEqual([50_000]);
  });
});

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

  it("sends the rest of a long answer in later round trips, not with its first window", async () => {
    // 50,000 bytes need three windows (as above): their last byte leaves two round trips after the
    // first. Only lower bounds are asserted: a busy machine delays arrivals, never hastens them.
    const seen = await arrivals();
    expect(seen.at(-1)?.at).toBeGreaterThanOrEqual(4 * slowLink.roundTripMs - slack);
  });
});
