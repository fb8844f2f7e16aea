import type { OfflinePageTemplate } from "./offline-page.ts";

/** What the build writes into the service worker (`__OFFLINE_WORKER__`): its build's own facts. */
export interface WorkerSettings {
  /** The build's identity, as its atlas's summary gives it. */
  build: string;
  /** The path the site is served under: "" at the root, "/fungi-atlas". */
  base: string;
  /** The shell's paths in the site ("/assets/app-1a.js", "/"), saved when the worker installs. */
  shell: string[];
  /**
   * The scripts by which this build's pages start: React Router's manifest (the pages React
   * hydrates) and the islands' entry (the others, ADR 035). A page that names one of them runs on
   * this shell's scripts, and only such a page is kept.
   */
  pageScripts: string[];
  /** What the shell and the kept pages may take together, in bytes, before the atlas is saved. */
  budget: number;
  offlinePage: OfflinePageTemplate;
}
