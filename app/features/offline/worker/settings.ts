import { offlineNames } from "../offline-names.ts";
import type { WorkerSettings } from "../worker-settings.ts";

declare const __OFFLINE_WORKER__: WorkerSettings;

/** This build's facts, written in by the build (app/features/offline/service-worker-file.ts). */
export const settings = __OFFLINE_WORKER__;

export const names = offlineNames(settings.base);

/** A path of the site ("/about", "/") as its URL's path under the base ("/fungi-atlas/about"). */
export const underBase = (path: string) => `${settings.base}${path}`;
