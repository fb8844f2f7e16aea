import type { FeatureSources } from "#app/lib/csp.ts";

/**
 * The site's search (Pagefind) compiles its WebAssembly on the page, which script-src must allow;
 * its script and index are the site's own files, and it runs without a worker.
 */
export const searchSources: FeatureSources = () => ({ "script-src": ["'wasm-unsafe-eval'"] });
