import type { Feature } from "#app/features/feature.ts";
import { textDirection } from "#app/i18n/text-direction.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { basePath } from "#app/lib/site-url.ts";
import { describeAtlas, writeAtlasFiles } from "./atlas-files.ts";
import { atlasPlan } from "./atlas-plan.ts";
import { featuresOffline } from "./features-offline.ts";
import {
  atlasFilesPath,
  atlasSummaryPath,
  offlineControlIsland,
  workerPath,
} from "./offline-names.ts";
import { offlinePageTemplate } from "./offline-page.ts";
import { writeServiceWorker } from "./service-worker-file.ts";

/** What the worker keeps by itself, before the visitor saves the atlas: the shell and the pages opened. */
export const workerBudget = 1024 * 1024;

/** The shell's file of a kind, e.g. the stylesheet: one the build always writes. */
function shellFile(shell: readonly string[], pattern: RegExp): string {
  const file = shell.find((path) => pattern.test(path));
  if (!file) throw new Error(`the site has no ${pattern.source} for the offline shell`);
  return file;
}

/**
 * Offline use (ADR 027): a service worker that keeps the site's shell and the pages opened, and
 * a "Save for offline use" control that saves the whole atlas, its size stated first. Installable
 * through the web app manifest.
 */
export const offlineFeature: Feature = {
  name: "offline",
  islands: {
    [offlineControlIsland]: {
      module: "features/offline/offline-control.island.ts",
      onEveryPage: true,
    },
  },
  // The service worker is the site's own script; the manifest's source is in every page's policy.
  cspSources: () => ({ "worker-src": ["'self'"] }),
  storage: (_config, { offline: messages }) => [messages.storage],
  // The browser must learn of a new build from the worker's script, and the pages of the atlas's
  // size and files: none of them may come from a cache without asking.
  fileHeaders: () =>
    [workerPath, atlasSummaryPath, atlasFilesPath].map((path) => ({
      path,
      headers: { "Cache-Control": "no-cache" },
    })),
  siteSteps: [
    {
      name: "offline atlas",
      run: async ({ site, config, content, features }) => {
        const words = siteMessages(config.language, config.texts);
        const base = basePath(config.url);
        const kept = featuresOffline(features, config, content);
        const plan = atlasPlan(site, content, config, words, kept);
        const atlas = await describeAtlas(plan);
        await writeAtlasFiles(site, atlas);
        const offlinePage = offlinePageTemplate(
          {
            language: config.language,
            direction: textDirection(config.language),
            brand: config.name,
            title: words.offline.offlineTitle,
            text: words.offline.offlineText,
            words: {
              savedHeading: words.offline.savedHeading,
              atlasSavedOn: words.offline.atlasSavedOn,
              openedHeading: words.offline.openedHeading,
              nothingSaved: words.offline.nothingSaved,
            },
          },
          { base, stylesheet: shellFile(plan.shell, /^\/assets\/styles-[\w-]+\.css$/) },
        );
        await writeServiceWorker(site, {
          build: atlas.build,
          base,
          shell: plan.shell,
          pageScripts: [
            shellFile(plan.shell, /^\/assets\/manifest-[\w-]+\.js$/),
            shellFile(plan.shell, /^\/assets\/islands-[\w-]+\.js$/),
          ],
          budget: workerBudget,
          offlinePage,
        });
      },
    },
  ],
};
