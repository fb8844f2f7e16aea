import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { type AtlasFiles, atlasFilesPath } from "#app/features/offline/offline-names.ts";
import { createStaticServer, listenOnFreePort } from "#scripts/server/static-server.ts";
import { chromeArgs, closedNetwork, findChrome } from "./find-chrome.ts";

/** What `npm run bench:scale` says of a build's offline atlas. */
export interface AtlasRun {
  files: number;
  species: number;
  /** Its size as the build states it (and the button): the files as the browser keeps them. */
  bytes: number;
  /** What Chromium holds once it is saved, read back from its cache storage. */
  storedBytes: number;
  /** From the click on "Save for offline use" to "Saved for offline use on ...". */
  saveSeconds: number;
}

/**
 * Saves the atlas of the built site in `site` as a visitor does, in Chromium, from the site served
 * on this machine as `npm start` serves it (no network between them: the time is the browser's
 * work, to which a phone adds the download), and reads back what it keeps.
 */
export async function measureAtlasSave(site: string): Promise<AtlasRun> {
  const atlas = JSON.parse(await readFile(join(site, atlasFilesPath), "utf8")) as AtlasFiles;
  const server = await createStaticServer(site);
  const origin = await listenOnFreePort(server);
  const browser = await chromium.launch({
    executablePath: findChrome(),
    args: [...chromeArgs, closedNetwork],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const footer = page.getByRole("contentinfo");
    const save = footer.getByRole("button", { name: /^Save the atlas for offline use/ });
    await save.waitFor();
    const started = performance.now();
    await save.click();
    await footer.getByText(/^Saved for offline use on /).waitFor({ timeout: 30 * 60_000 });
    const saveSeconds = (performance.now() - started) / 1000;
    const storedBytes = await page.evaluate(async () => {
      let total = 0;
      for (const name of (await caches.keys()).filter((cache) => cache.includes(" atlas "))) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          total += (await (await cache.match(request))?.blob())?.size ?? 0;
        }
      }
      return total;
    });
    return {
      files: atlas.files.length,
      species: atlas.species,
      bytes: atlas.bytes,
      storedBytes,
      saveSeconds,
    };
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}
