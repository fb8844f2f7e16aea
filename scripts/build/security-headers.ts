import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { JSDOM } from "jsdom";
import { adFramePath } from "#app/components/ads/ad-frame.ts";
import { withBannerId } from "#app/components/ads/banner-id.ts";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { escapeAttribute } from "#app/lib/html.ts";
import { deferredModuleType } from "./hydrate-after-first-paint.ts";

/** A Content-Security-Policy as directive name -> sources, in the order they are written. */
export type Policy = Record<string, string[]>;

/** Headers for a set of URL paths, as the `_headers` file of Netlify and Cloudflare Pages lists them. */
export interface HeaderRule {
  paths: string[];
  headers: Record<string, string>;
}

/** One built HTML file: the URL paths it answers and its markup. */
export interface BuiltDocument {
  paths: string[];
  html: string;
}

/**
 * Headers every response gets, whatever the path. None of them differs between paths, so this
 * rule never sets a header that a per-path rule sets too (hosts join such values with a comma).
 */
export const commonHeaders: Record<string, string> = {
  // Two years: browsers refuse plain http for the site from the first visit on.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // The site uses none of these features; an ad or embed in a frame cannot ask for them either.
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
};

const origin = (url: string) => new URL(url).origin;

/**
 * The policy of the site's pages: its own files, the inline scripts the build wrote into this page
 * (by hash), and the configured third parties, each only where it is needed. Navigation is
 * client-side, so every page allows what any page loads (the form script, the feed and form frames).
 */
export function pagePolicy(config: SiteConfig, scriptHashes: readonly string[]): Policy {
  return {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...scriptHashes, origin(config.embeds.contactFormScriptUrl)],
    // sonner injects its stylesheet as a <style> element at run time and Radix positions tooltips
    // with inline style attributes. Styles cannot run code; hashing them is not possible for
    // run-time values, so inline styles are allowed, and only styles.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    // 'self' for the ad slots' frames (adFramePath); then the blog's feed and the contact form.
    "frame-src": unique([
      "'self'",
      origin(config.embeds.blogFeedUrl),
      origin(config.embeds.contactFormUrl),
    ]),
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * The policy of the ad frame: the ad network's and the extra ad script's hosts may run scripts;
 * what those scripts show (images, nested frames, tracking calls) may come from any https host;
 * only the site's own pages may frame it.
 */
export function adFramePolicy(config: SiteConfig, scriptHashes: readonly string[]): Policy {
  return {
    "default-src": ["'none'"],
    "script-src": unique([
      "'self'",
      ...scriptHashes,
      origin(withBannerId(config.ads.bannerScriptUrl, "0")),
      origin(config.ads.extraScriptUrl),
    ]),
    "style-src": ["'self'", "'unsafe-inline'", "https:"],
    "img-src": ["'self'", "https:", "data:"],
    "font-src": ["https:"],
    "media-src": ["https:"],
    "connect-src": ["https:"],
    "frame-src": ["https:"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'self'"],
  };
}

/**
 * The policy as a header value. In a `<meta>` element, `frame-ancestors` is not allowed (browsers
 * ignore it there and warn), so `forMeta` leaves it out.
 */
export function serializePolicy(policy: Policy, { forMeta = false } = {}): string {
  return Object.entries(policy)
    .filter(([directive]) => !(forMeta && directive === "frame-ancestors"))
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");
}

/**
 * The 'sha256-...' source of every inline script the browser runs in this HTML (React Router's
 * hydration context and module loader, the scroll restoration): JSON-LD data blocks do not run and
 * need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const scripts = [...document.querySelectorAll("script:not([src])")].filter((script) =>
    isExecutable(script.getAttribute("type")),
  );
  return unique(
    scripts.map(
      (script) =>
        `'sha256-${createHash("sha256")
          .update(script.textContent ?? "")
          .digest("base64")}'`,
    ),
  );
}

function isExecutable(type: string | null) {
  const normalized = type?.trim().toLowerCase() ?? "";
  return (
    normalized === "" ||
    normalized === "module" ||
    normalized.endsWith("javascript") ||
    // Held inert until after the first paint, then run as it is.
    normalized === deferredModuleType
  );
}

/** The policy a built document needs: the ad frame's, or a page's. */
export function policyFor(document: BuiltDocument, config: SiteConfig): Policy {
  const hashes = inlineScriptHashes(document.html);
  return document.paths.includes(adFramePath)
    ? adFramePolicy(config, hashes)
    : pagePolicy(config, hashes);
}

/**
 * Every header rule of the site: the common headers for all paths, then each document's own
 * policy for the paths that serve it. No two rules that match one path set the same header.
 */
export function headerRules(documents: readonly BuiltDocument[], config: SiteConfig): HeaderRule[] {
  return [
    { paths: ["/*"], headers: commonHeaders },
    ...documents.map((document) => ({
      paths: document.paths,
      headers: { "Content-Security-Policy": serializePolicy(policyFor(document, config)) },
    })),
  ];
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages (and `npm start`). A path line starts a new
 * rule, so a rule for several paths is written once per path.
 */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const header =
    "# Generated by `npm run build` (scripts/security-headers.ts) from app/config/site.ts: do not edit.\n";
  const blocks = rules.flatMap(({ paths, headers }) =>
    paths.map((path) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    ),
  );
  return `${header}\n${blocks.join("\n\n")}\n`;
}

/**
 * vercel.json for a deployment of the built folder (`vercel deploy dist`). Without a trailing
 * slash, as the canonical URLs are: /about/ redirects to /about, whose rule then applies.
 */
export function renderVercelConfig(rules: readonly HeaderRule[]): string {
  const headers = rules.flatMap(({ paths, headers: values }) =>
    paths.map((path) => ({
      source: path === "/*" ? "/(.*)" : path,
      headers: Object.entries(values).map(([key, value]) => ({ key, value })),
    })),
  );
  return `${JSON.stringify({ trailingSlash: false, headers }, null, 2)}\n`;
}

/**
 * The nginx `location` blocks that send the same headers; docs/deploy.md shows the server block
 * that includes them. Each built file gets an exact location (nginx reaches /404.html through
 * error_page, an internal redirect that takes that location's headers), and so does each folder
 * path, which serves its index.html itself instead of redirecting /about to /about/. A location
 * with its own add_header lines drops the server's, so each one repeats the common headers.
 */
export function renderNginxLocations(rules: readonly HeaderRule[]): string {
  const [common, ...documents] = rules;
  const addHeaders = (headers: Record<string, string>) =>
    Object.entries({ ...common?.headers, ...headers })
      .map(([name, value]) => `    add_header ${name} "${value}" always;`)
      .join("\n");
  const blocks = documents.flatMap(({ paths, headers }) => {
    const file = paths.find((path) => path.endsWith(".html"));
    return paths.flatMap((path) => {
      if (path === file) return [`location = ${path} {\n${addHeaders(headers)}\n}`];
      if (!file?.endsWith("/index.html")) return [];
      return [`location = ${path} {\n    try_files ${file} =404;\n${addHeaders(headers)}\n}`];
    });
  });
  return [
    "# Generated by `npm run build` (scripts/security-headers.ts): do not edit.",
    `location / {\n    try_files $uri $uri/ =404;\n${addHeaders({})}\n}`,
    ...blocks,
    "",
  ].join("\n");
}

/**
 * Writes the security headers of the built site in `siteDirectory`: `_headers`, `vercel.json`
 * and `nginx-headers.conf`, and the same policy as a `<meta>` element in every HTML file for hosts
 * that cannot send headers (GitHub Pages). Runs after pre-rendering, since the hashes come from
 * the built pages.
 */
export async function writeSecurityHeaders(
  siteDirectory: string,
  config: SiteConfig,
): Promise<void> {
  const entries = await readdir(siteDirectory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
  const documents = await Promise.all(
    files.map(async (file) => {
      const document = {
        paths: urlPaths(relative(siteDirectory, file).split(sep).join("/")),
        html: await readFile(file, "utf8"),
      };
      const meta = serializePolicy(policyFor(document, config), { forMeta: true });
      await writeFile(file, withPolicyMeta(document.html, meta));
      return document;
    }),
  );
  documents.sort((a, b) => String(a.paths[0]).localeCompare(String(b.paths[0])));
  const rules = headerRules(documents, config);
  await Promise.all([
    writeFile(join(siteDirectory, "_headers"), renderHeadersFile(rules)),
    writeFile(join(siteDirectory, "vercel.json"), renderVercelConfig(rules)),
    writeFile(join(siteDirectory, "nginx-headers.conf"), renderNginxLocations(rules)),
  ]);
}

/**
 * The URL paths static hosts serve a built file at: a folder's index.html at the folder's path
 * (rules match it with and without the trailing slash) and as itself; an other .html file also
 * without its extension (Cloudflare Pages' clean URLs).
 */
export function urlPaths(file: string): string[] {
  if (file === "index.html") return ["/", "/index.html"];
  if (file.endsWith("/index.html")) return [`/${file.slice(0, -"/index.html".length)}`, `/${file}`];
  return [`/${file}`, `/${file.slice(0, -".html".length)}`];
}

/**
 * Adds the policy as the first element after the charset declaration: a meta policy applies only
 * to what follows it, and the charset must stay within the first 1024 bytes.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return html.slice(0, end) + meta + html.slice(end);
  }
  return html.replace(/<head>/i, `<head>${meta}`);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
