import { isIP } from "node:net";

/** Where `npm start` listens: PORT and HOST from the environment, or their defaults. */
export interface ListenAddress {
  port: number;
  host: string;
}

/** A host name like "localhost" or "my-box.local" (an IP address is checked by `isIP`). */
const hostName =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * The address from `PORT` and `HOST`, or a one-line message saying what is wrong and what to use
 * instead: a newcomer's typo deserves a sentence, not a RangeError's stack trace.
 */
export function listenAddress(
  env: Record<string, string | undefined>,
): ListenAddress | { problem: string } {
  const port = env.PORT?.trim() || "4173";
  const host = env.HOST?.trim() || "localhost";
  if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65_535) {
    return {
      problem: `PORT must be a whole number from 1 to 65535, not "${port}": for example PORT=8080 npm start`,
    };
  }
  if (!isIP(host) && !hostName.test(host)) {
    return {
      problem: `HOST must be a host name or an IP address to listen on, not "${host}": for example HOST=0.0.0.0 npm start (every interface) or HOST=localhost`,
    };
  }
  return { port: Number(port), host };
}
