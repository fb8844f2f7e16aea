import type { FileHeaders } from "#app/features/feature.ts";
import { urlForms } from "#app/lib/url-forms.ts";
import { type Policy, serializePolicy } from "../policy/content-security-policy.ts";

/** Headers for a set of URL paths, as the `_headers` file of Netlify and Cloudflare Pages lists them. */
export interface HeaderRule {
  paths: string[];
  /** The built file served at these paths, when they are one document's URL forms: "about.html". */
  file?: string;
  headers: Record<string, string>;
}

/** One HTML file of the built site, as the header files need it: where it is and its policy. */
export interface DocumentPolicy {
  /** Its path in the site's folder, with forward slashes: "index.html", "about.html". */
  file: string;
  policy: Policy;
}

/**
 * Headers every response gets, whatever the path. None of them differs between paths, so this
 * rule never sets a header that a per-path rule sets too (hosts join such values with a comma).
 */
export const commonHeaders: Record<string, string> = {
  // Two years: browsers refuse plain http for the site from the first visit on.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  // Netlify and Cloudflare Pages match header rules by the requested path, so the 404 page at an
  // unknown path gets only these headers (its policy comes from its meta element, where
  // frame-ancestors is not allowed). Browsers that apply a policy's frame-ancestors ignore this.
  "X-Frame-Options": "SAMEORIGIN",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // The site uses none of these features; an ad or embed in a frame cannot ask for them either.
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
};

/**
 * Long caching for the files Vite names by their content hash: a new build writes new names.
 * `base` is the path the site is served under ("" at the root, "/fungi-atlas"), as in every rule.
 */
const hashedAssets = (base: string): HeaderRule => ({
  paths: [`${base}/assets/*`],
  headers: { "Cache-Control": "public, max-age=31536000, immutable" },
});

/**
 * Every header rule of the site: the common headers for all paths, the hashed assets' caching,
 * the features' own files' headers (the service worker's `no-cache`), then each document's own
 * policy for every URL form that serves it, with `no-cache` so a visit always revalidates the
 * HTML (it names the assets of the current build). No two rules that match one path set the same
 * header.
 */
export function headerRules(
  documents: readonly DocumentPolicy[],
  base = "",
  files: readonly FileHeaders[] = [],
): HeaderRule[] {
  return [
    { paths: ["/*"], headers: commonHeaders },
    hashedAssets(base),
    ...files.map(({ path, headers }) => ({ paths: [`${base}${path}`], headers })),
    ...documents
      .map(({ file, policy }) => {
        const { url, aliases } = urlForms(file, base);
        return {
          file,
          paths: [url, ...aliases],
          headers: {
            "Content-Security-Policy": serializePolicy(policy),
            "Cache-Control": "no-cache",
          },
        };
      })
      .toSorted((a, b) => String(a.paths[0]).localeCompare(String(b.paths[0]))),
  ];
}
