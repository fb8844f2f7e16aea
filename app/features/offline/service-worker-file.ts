import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { bundleScript } from "#app/lib/bundle-script.server.ts";
import { workerPath } from "./offline-names.ts";
import type { WorkerSettings } from "./worker-settings.ts";

/** The TypeScript source of the service worker, from the project root. */
const workerEntry = "app/features/offline/worker/service-worker.ts";

/**
 * Writes the service worker into the site: one script, its modules bundled and this build's facts
 * written in. A new build's facts make a new script, which is how the browser learns of the build
 * (it compares the script's bytes on each visit).
 */
export async function writeServiceWorker(site: string, settings: WorkerSettings): Promise<void> {
  const script = await bundleScript(workerEntry, {
    name: "offlineWorker",
    define: { __OFFLINE_WORKER__: JSON.stringify(settings) },
  });
  await writeFile(join(site, workerPath), script);
}
