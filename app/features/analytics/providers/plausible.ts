import { originOf } from "#app/lib/csp.ts";
import { loadScript } from "../load-script.ts";
import { type AnalyticsProvider, absolute } from "./provider.ts";

export interface PlausibleConfig {
  provider: "plausible";
  /**
   * The site's script from Plausible's installation page, or a self-hosted one; events go to the
   * same origin.
   * @example "https://plausible.io/js/pa-XXXXXXXXXXXXXXXXXXXXX.js"
   */
  scriptUrl: string;
}

type Queue = {
  (...args: unknown[]): void;
  q?: unknown[][];
  init?: (options: object) => void;
  o?: object;
};

export const plausible: AnalyticsProvider<PlausibleConfig> = {
  schema: ({ z, httpsUrl }) =>
    z.strictObject({ provider: z.literal("plausible"), scriptUrl: httpsUrl }),
  name: "Plausible",
  measuresSpeed: true,
  hosts: ({ scriptUrl }) => ({ script: [originOf(scriptUrl)], connect: [originOf(scriptUrl)] }),
  /**
   * Plausible's snippet with automatic page views off: the site sends each one, the first included.
   * Speed events are not interactive, so they do not change the bounce rate.
   */
  start: ({ scriptUrl }) => {
    const win = window as Window & { plausible?: Queue };
    const queue: Queue =
      win.plausible ??
      Object.assign((...args: unknown[]) => (queue.q ??= []).push(args), {
        init: (options: object) => (queue.o = options),
      });
    win.plausible = queue;
    queue.init?.({ autoCapturePageviews: false });
    void loadScript(scriptUrl);
    const send = (...args: unknown[]) => (win.plausible ?? queue)(...args);
    return {
      pageView: (path) => send("pageview", { url: absolute(path) }),
      vitals: (name, { path, value, rating }) =>
        send(name, { props: { path, value: String(value), rating }, interactive: false }),
    };
  },
};
