import { notFoundPage } from "#app/lib/page-paths.ts";
import type { HeaderRule } from "./header-rules.ts";

/** The 404 page's file: hosts serve it, with a 404 status, at every unknown path. */
const notFoundFile = `${notFoundPage.slice(1)}.html`;

/**
 * vercel.json for a deployment of the built folder (`vercel deploy dist`). `cleanUrls` serves
 * about.html at /about and redirects /about.html there; without a trailing slash, as the canonical
 * URLs are, /about/ redirects to /about too.
 */
export function renderVercelConfig(rules: readonly HeaderRule[]): string {
  // Vercel applies every matching rule in order and the last value of a header wins, so the 404
  // page's own headers can go with the common ones: every later rule (each document's, the
  // assets') replaces them, and an unknown path keeps them.
  const notFound = rules.find(({ file }) => file === notFoundFile)?.headers;
  const headers = rules.flatMap(({ paths, headers: values }) =>
    paths.map((path) => ({
      // Vercel's sources are path-to-regexp patterns: a trailing "*" is a group there.
      source: path.endsWith("/*") ? `${path.slice(0, -1)}(.*)` : path,
      headers: Object.entries(path === "/*" ? { ...values, ...notFound } : values).map(
        ([key, value]) => ({ key, value }),
      ),
    })),
  );
  return `${JSON.stringify({ cleanUrls: true, trailingSlash: false, headers }, null, 2)}\n`;
}
