import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const virtualId = "virtual:islands";
const resolvedId = `\0${virtualId}`;
const startIslands = fileURLToPath(new URL("../../app/start-islands.ts", import.meta.url));

/**
 * Builds app/start-islands.ts as an entry of its own in the browser's build, and gives its address
 * to the pre-rendering as `virtual:islands` (ADR 035): the root writes it into each page that React
 * does not hydrate. The browser's build runs before the server's, which pre-renders the pages.
 */
export function islandsPlugin(): Plugin {
  let base = "/";
  let builtEntry: string | undefined;
  return {
    name: "fungi-atlas:islands",
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      if (this.environment.name !== "client" || this.environment.mode !== "build") return;
      this.emitFile({ type: "chunk", id: startIslands, name: "islands" });
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const entry = Object.values(bundle).find(
        (file) => file.type === "chunk" && file.facadeModuleId === startIslands,
      );
      builtEntry = entry?.fileName;
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return;
      if (this.environment.mode === "dev") {
        return `export default ${JSON.stringify(`${base}app/start-islands.ts`)};`;
      }
      // The browser's copy of the root never writes it: only hydrated pages run there.
      if (this.environment.name === "client") return `export default "";`;
      if (builtEntry === undefined) {
        this.error("app/start-islands.ts was not built: the browser's build must run first.");
      }
      return `export default ${JSON.stringify(base + builtEntry)};`;
    },
  };
}
