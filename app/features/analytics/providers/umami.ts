import { originOf } from "#app/lib/csp.ts";
import { loadScript } from "../load-script.ts";
import type { AnalyticsProvider } from "./provider.ts";

export interface UmamiConfig {
  provider: "umami";
  /**
   * Umami's script (Umami Cloud or self-hosted); events go to the same origin.
   * @example "https://cloud.umami.is/script.js"
   */
  scriptUrl: string;
  /** The website's id in Umami, a UUID. */
  websiteId: string;
}

const umamiOf = () =>
  (window as Window & { umami?: { track: (...args: unknown[]) => void } }).umami;

export const umami: AnalyticsProvider<UmamiConfig> = {
  schema: ({ z, httpsUrl }) =>
    z.strictObject({
      provider: z.literal("umami"),
      scriptUrl: httpsUrl,
      websiteId: z.uuid("must be the website's id from Umami, a UUID"),
    }),
  name: "Umami",
  measuresSpeed: true,
  hosts: ({ scriptUrl }) => ({ script: [originOf(scriptUrl)], connect: [originOf(scriptUrl)] }),
  /** Umami with its automatic tracking off (`data-auto-track`): the site sends each view. */
  start: ({ scriptUrl, websiteId }) => {
    const ready = loadScript(scriptUrl, {
      "data-website-id": websiteId,
      "data-auto-track": "false",
    });
    const track = (...args: unknown[]) => void ready.then(() => umamiOf()?.track(...args));
    return {
      pageView: (path) => track((props: object) => ({ ...props, url: path })),
      vitals: (name, event) => track(name, event),
    };
  },
};
