import { loadScript } from "../load-script.ts";
import type { AnalyticsProvider } from "./provider.ts";

export interface CloudflareConfig {
  provider: "cloudflare";
  /** The site's token from Cloudflare Web Analytics (the snippet's `data-cf-beacon`). */
  token: string;
}

export const cloudflare: AnalyticsProvider<CloudflareConfig> = {
  schema: ({ z }) =>
    z.strictObject({
      provider: z.literal("cloudflare"),
      token: z.string().regex(/^[0-9a-f]{32}$/, "must be the 32 hex digits of the snippet's token"),
    }),
  name: "Cloudflare Web Analytics",
  // Its beacon measures LCP, INP and CLS itself.
  measuresSpeed: true,
  hosts: () => ({
    script: ["https://static.cloudflareinsights.com"],
    connect: ["https://cloudflareinsights.com"],
  }),
  /**
   * Cloudflare's beacon counts page views itself, client-side navigations too (`spa`), and
   * measures LCP, INP and CLS itself: it has no API for either.
   */
  start: ({ token }) => {
    void loadScript("https://static.cloudflareinsights.com/beacon.min.js", {
      "data-cf-beacon": JSON.stringify({ token, spa: true }),
    });
    return {};
  },
};
