// The bench's paint as a browser does it: each page and its text sent over an emulated slow 4G
// connection, TCP's slow start included, and loaded in Chromium at the bench's CPU slowdown.
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, type Browser } from "@playwright/test";
import { firstRoundTripBytes } from "#scripts/pipeline/first-round-trip.ts";
import { listenOnFreePort } from "#scripts/server/static-server.ts";
import { median } from "./median.ts";
import { inRounds } from "./rounds.ts";
import { chromeArgs, closedNetwork, findChrome } from "./find-chrome.ts";

/**
 * Lighthouse's mobile network, its "slow 4G": a round trip of 150 ms, 1,638.4 Kbit/s down (a
 * Kbit of 1,024 bits, as its simulation counts).
 */
export const slowLink = { roundTripMs: 150, kilobitsPerSecond: 1638.4 };
const { roundTripMs } = slowLink;
const bytesPerMs = (slowLink.kilobitsPerSecond * 1024) / 8 / 1000;
const segmentBytes = 1460;

/** Waits until `time` (of `performance.now()`), not at all once it has passed. */
async function until(time: number): Promise<void> {
  const wait = time - performance.now();
  if (wait > 0) await sleep(wait);
}

/** A response's status line and headers, as many bytes as they take on the wire. */
function headerBytes(statusCode: number, headers: IncomingHttpHeaders): number {
  const lines = Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value ?? ""]).map((one) => `${name}: ${one}\r\n`),
  );
  return Buffer.byteLength(`HTTP/1.1 ${statusCode} OK\r\n${lines.join("")}\r\n`);
}

/**
 * The bytes of an answer's body that each round trip carries on a connection whose window is
 * `window`: the headers take the first window's room before the body does, and each window is
 * twice the last. Also the connection's window once the answer has gone.
 */
export function bodyPerRoundTrip(
  bodyBytes: number,
  headersBytes: number,
  window: number,
): { rounds: number[]; window: number } {
  const first = Math.min(bodyBytes, Math.max(0, window - headersBytes));
  const rounds = [first];
  let grown = window;
  for (let left = bodyBytes - first; left > 0; left -= grown) {
    grown *= 2;
    rounds.push(Math.min(left, grown));
  }
  return { rounds, window: grown };
}

/**
 * A server in front of `origin` that answers as a slow 4G link would: a round trip before each
 * answer's first byte (two on a new connection, its handshake's), then the answer in windows that
 * double each round trip from TCP's first ten segments, every byte at the link's rate, which all
 * connections share. Lighthouse's simulation models the same link; this one lets the browser
 * paint what has come, as it does on a phone.
 */
export async function startSlowLink(origin: string): Promise<{ origin: string; server: Server }> {
  /** When the shared link has sent what it was given. */
  let linkFreeAt = 0;
  const windows = new WeakMap<Socket, number>();
  const server = createServer((incoming, outgoing) => {
    const arrivedAt = performance.now();
    const isNewConnection = !windows.has(incoming.socket);
    if (isNewConnection) windows.set(incoming.socket, firstRoundTripBytes);
    const forwarded = request(`${origin}${incoming.url ?? "/"}`, {
      method: incoming.method,
      headers: { ...incoming.headers, host: new URL(origin).host },
    });
    forwarded.on("response", async (answer) => {
      const chunks: Buffer[] = [];
      for await (const chunk of answer) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const headers = { ...answer.headers, "content-length": String(body.length) };
      delete headers["transfer-encoding"];
      await until(arrivedAt + roundTripMs * (isNewConnection ? 2 : 1));
      outgoing.writeHead(answer.statusCode ?? 502, headers);
      const { rounds, window } = bodyPerRoundTrip(
        body.length,
        headerBytes(answer.statusCode ?? 502, headers),
        windows.get(incoming.socket) ?? firstRoundTripBytes,
      );
      windows.set(incoming.socket, window);
      let offset = 0;
      let roundStartedAt = performance.now();
      for (const [round, bytes] of rounds.entries()) {
        if (round > 0) {
          // The next window waits for the first acknowledgement of the last.
          await until(roundStartedAt + roundTripMs);
          roundStartedAt = performance.now();
        }
        const end = offset + bytes;
        while (offset < end) {
          const segment = body.subarray(offset, Math.min(offset + segmentBytes, end));
          offset += segment.length;
          linkFreeAt = Math.max(linkFreeAt, performance.now()) + segment.length / bytesPerMs;
          await until(linkFreeAt);
          outgoing.write(segment);
        }
      }
      outgoing.end();
    });
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  return { origin: await listenOnFreePort(server, "127.0.0.1"), server };
}

/** A page's first paint and largest paint, in ms from the start of its navigation. */
export interface Paint {
  fcp: number;
  lcp: number;
}

/**
 * Loads `url` in a new phone-sized context (a first visit: cold cache, new connections) with its
 * CPU slowed `cpuSlowdown` times, and reads its paints once its network is quiet.
 */
async function loadOnce(browser: Browser, url: string, cpuSlowdown: number): Promise<Paint> {
  // Lighthouse's phone (a Moto G Power): 412 x 823 at 1.75 device pixels per CSS pixel.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // A first visit: the offline worker installs after it, and its downloads would hold the link.
    serviceWorkers: "block",
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    // Both from observers, which give the entries so far and then any to come: on a busy host a
    // slowed first frame can come after the load and half a second of quiet network, and reading
    // the entries at once could find none (likely what stopped two bench runs of 2026-12-06).
    const paint = await page.evaluate(
      () =>
        new Promise<Paint>((resolve) => {
          const seen = { fcp: NaN, lcp: NaN };
          const resolveOnceBoth = () => {
            if (Number.isFinite(seen.fcp) && Number.isFinite(seen.lcp)) resolve(seen);
          };
          new PerformanceObserver((entries) => {
            const first = entries.getEntriesByName("first-contentful-paint")[0];
            if (first) seen.fcp = first.startTime;
            resolveOnceBoth();
          }).observe({ type: "paint", buffered: true });
          new PerformanceObserver((entries) => {
            seen.lcp = entries.getEntries().at(-1)?.startTime ?? NaN;
            resolveOnceBoth();
          }).observe({ type: "largest-contentful-paint", buffered: true });
          // A page that painted nothing has no entry for the observers to give.
          setTimeout(() => resolve(seen), 10_000);
        }),
    );
    if (!Number.isFinite(paint.fcp) || !Number.isFinite(paint.lcp)) {
      throw new Error(`${url} painted no content: its first or largest paint is missing`);
    }
    return paint;
  } finally {
    await context.close();
  }
}

/** Each page's paints through the slow link in each build, keyed "<page> <build>": every load, run by run. */
export interface Paints {
  runs: number;
  loads: Map<string, Paint[]>;
}

/**
 * Every page of `pages` in each build of `builds` (origins), each through its own slow link, in
 * Chromium with its CPU slowed `cpuSlowdown` times: `runs` loads of each, in rounds (rounds.ts),
 * a page's builds one after the other. Keyed "<page> <build>", as the bench's results.
 */
export async function measurePaints(
  builds: Record<string, string>,
  pages: readonly string[],
  runs: number,
  cpuSlowdown: number,
): Promise<Paints> {
  const links = await Promise.all(
    Object.entries(builds).map(
      async ([build, origin]) => [build, await startSlowLink(origin)] as const,
    ),
  );
  // Third parties fail at once, as in the bench's first pass (an ad blocker's visit).
  const browser = await chromium.launch({
    executablePath: findChrome(),
    args: [...chromeArgs, closedNetwork],
  });
  try {
    const loads = await inRounds(
      runs,
      pages.flatMap((page) =>
        links.map(([build, link]) => ({
          key: `${page} ${build}`,
          label: `Paint through slow 4G ${build} ${page}`,
          measure: () => loadOnce(browser, `${link.origin}${page}`, cpuSlowdown),
        })),
      ),
    );
    return { runs, loads };
  } finally {
    await browser.close();
    for (const [, link] of links) link.server.close();
  }
}

/** A page's paints in a build through the slow link: the medians of its loads. */
export function paintOf(paints: Paints, page: string, build: string): Paint | undefined {
  const loads = paints.loads.get(`${page} ${build}`) ?? [];
  return loads.length === 0
    ? undefined
    : { fcp: median(loads.map(({ fcp }) => fcp)), lcp: median(loads.map(({ lcp }) => lcp)) };
}

/**
 * A page's largest paint over its text's through the slow link: the ratio of their medians, and
 * the least and the most of the ratios of the loads made side by side, to read it with its noise.
 */
export interface PaintedRatio {
  ratio: number;
  least: number;
  most: number;
}

export function paintedLcpRatio(paints: Paints, page: string): PaintedRatio | undefined {
  const site = (paints.loads.get(`${page} site`) ?? []).map(({ lcp }) => lcp);
  const text = (paints.loads.get(`${page} text`) ?? []).map(({ lcp }) => lcp);
  if (site.length === 0 || text.length === 0) return undefined;
  const sideBySide = site.map((lcp, run) => lcp / (text[run] ?? Number.NaN));
  return {
    ratio: median(site) / median(text),
    least: Math.min(...sideBySide),
    most: Math.max(...sideBySide),
  };
}
