import { originOf } from "#app/lib/csp.ts";
import { loadScript } from "../load-script.ts";
import type { AnalyticsProvider } from "./provider.ts";

export interface GoatCounterConfig {
  provider: "goatcounter";
  /**
   * Where GoatCounter counts: the site's code, then `/count`.
   * @example "https://fungi-atlas.goatcounter.com/count"
   */
  endpoint: string;
}

const counter = () =>
  (window as Window & { goatcounter?: { count: (vars: { path: string }) => void } }).goatcounter;

export const goatcounter: AnalyticsProvider<GoatCounterConfig> = {
  schema: ({ z, httpsUrl }) =>
    z.strictObject({ provider: z.literal("goatcounter"), endpoint: httpsUrl }),
  name: "GoatCounter",
  // It takes page views only, so no speed events.
  measuresSpeed: false,
  hosts: ({ endpoint }) => ({ script: ["https://gc.zgo.at"], connect: [originOf(endpoint)] }),
  /** GoatCounter without its count on load. */
  start: ({ endpoint }) => {
    const ready = loadScript("https://gc.zgo.at/count.js", {
      "data-goatcounter": endpoint,
      "data-goatcounter-settings": JSON.stringify({ no_onload: true }),
    });
    return { pageView: (path) => void ready.then(() => counter()?.count({ path })) };
  },
};
