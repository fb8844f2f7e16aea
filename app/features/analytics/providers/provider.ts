import type { z } from "zod";
import type { httpsUrl } from "#app/checks/fields.ts";
import type { Purposes } from "#app/lib/consent-purposes.ts";

/** A speed measure of the visit, as web-vitals reports it, for the page the visit began on. */
export interface VitalsEvent {
  path: string;
  /** Milliseconds for LCP and INP, a score for CLS. */
  value: number;
  rating: "good" | "needs-improvement" | "poor";
}

/** What the site asks of a provider, once its script is on the page. */
export interface Tracker {
  /** Counts a view of `path`; absent where the provider's own script counts them. */
  pageView?: (path: string) => void;
  /** Sends "LCP", "INP" or "CLS"; absent where the provider takes no events, or measures them itself. */
  vitals?: (name: string, event: VitalsEvent) => void;
  /** Passes the visitor's consent on, where the provider's script takes it. */
  consent?: (purposes: Purposes) => void;
}

/**
 * What a provider's schema is built with: passed in by the build, so that a provider's file, which
 * the browser loads for its `start`, does not load zod.
 */
export interface SchemaTools {
  z: typeof z;
  httpsUrl: typeof httpsUrl;
}

/** One statistics provider, all of it in its own file: adding one is a file and a line. */
export interface AnalyticsProvider<Config extends { provider: string }> {
  /** Its member of the `siteConfig.analytics` schema: what the owner writes. */
  schema: (tools: SchemaTools) => z.ZodType<Config>;
  /** Its name, as the consent banner and /privacy show it, e.g. "Plausible". */
  name: string;
  /** Whether it learns how fast pages load (the banner must not promise what it does not do). */
  measuresSpeed: boolean;
  /** Where its script comes from and where it sends what it counts, as policy sources. */
  hosts: (config: Config) => { script: string[]; connect: string[]; img?: string[] };
  /** Puts its script on the page, set up so that the site decides what it counts (browser only). */
  start: (config: Config) => Tracker;
}

export const absolute = (path: string) => new URL(path, location.origin).href;
