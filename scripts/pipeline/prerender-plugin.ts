import type { Plugin } from "vite";

/** Whether this process is React Router's build, pre-rendering the pages. */
const isPrerendering = () => process.env.IS_RR_BUILD_REQUEST === "yes";

/**
 * The build's pre-rendering without a file watcher. React Router renders each page through a
 * Vite preview server, whose route compiler watches the whole project, as `npm run dev` does:
 * it would scan every file there (earlier builds and test sites included) and stat each page as
 * it is written, on the thread that renders the pages, while nothing it watches is edited.
 */
export function prerenderPlugin(): Plugin {
  return {
    name: "fungi-atlas:prerender",
    config(config, { isPreview }) {
      if (isPreview && isPrerendering()) config.server = { ...config.server, watch: null };
    },
  };
}
