/**
 * Builds variants of the site (variants.ts) when they are missing or stale, then serves each as
 * `npm start` serves dist/, at its own port, from this one process:
 *
 *   node tests/variants/serve-variant.ts content,de
 *
 * The last one named starts listening only once the others do, so that one URL tells when all are
 * served: Playwright waits for the servers one after another, polling each at growing intervals,
 * which cost a run about two seconds per variant with a process each (playwright.config.ts).
 */
import type { Server } from "node:http";
import { basePath } from "#app/lib/site-url.ts";
import { createStaticServer } from "#scripts/server/static-server.ts";
import { buildVariant } from "./build-variant.ts";
import { type VariantName, variantOrigin, variants } from "./variants.ts";

const names = (process.argv[2] ?? "").split(",");
const unknown = names.filter((name) => !(name in variants));
if (unknown.length > 0) {
  console.error(
    `Unknown variant "${unknown.join('", "')}". Variants: ${Object.keys(variants).join(", ")}`,
  );
  process.exit(1);
}

async function serve(name: VariantName) {
  const { config, site } = await buildVariant(name);
  const origin = variantOrigin(name);
  // Under the path of its url, if it has one, as `npm start` serves the site.
  const base = basePath(config.url);
  const server = await createStaticServer(site, { base });
  return () => listen(server, Number(new URL(origin).port), `${origin}${base}/`, name);
}

/**
 * A port already taken is taken as the variant already served, outside CI, as Playwright takes a
 * running server (`reuseExistingServer`): it checks only the last variant's port, and a variant
 * left running by hand would otherwise stop every other one from starting.
 */
function listen(server: Server, port: number, address: string, name: string) {
  return new Promise<void>((resolve, reject) => {
    const onListenError = (error: NodeJS.ErrnoException) => {
      if (error.code !== "EADDRINUSE") return reject(error);
      if (process.env.CI) {
        return reject(
          new Error(`The variant "${name}"'s port ${port} is taken: stop what serves it`),
        );
      }
      console.log(`The variant "${name}" is already served at ${address}: using that server`);
      resolve();
    };
    server.once("error", onListenError);
    server.listen(port, "localhost", () => {
      // Only the listening's error is this one's to handle: a later one still stops the process.
      server.off("error", onListenError);
      console.log(`Serving the variant "${name}" at ${address}`);
      resolve();
    });
  });
}

const starts = [];
for (const name of names as VariantName[]) starts.push(await serve(name));
const last = starts.pop();
await Promise.all(starts.map((start) => start()));
await last?.();
