import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { escapeAttribute } from "#app/lib/html.ts";

/** A Content-Security-Policy as directive name -> sources, in the order they are written. */
export type Policy = Record<string, string[]>;

/** Headers for a set of URL paths, as the `_headers` file of Netlify and Cloudflare Pages lists them. */
export interface HeaderRule {
  paths: string[];
  headers: Record<string, string>;
}

/** A page React Router pre-rendered, or the ad frame that the ad slots load: each has its own policy. */
export type DocumentKind = "page" | "ad-frame";

/** One HTML file of the built site, as the header files need it: where it is and its policy. */
export interface DocumentPolicy {
  /** Its path in the site's folder, with forward slashes: "index.html", "about/index.html". */
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
    // The ad slots' frames (adFramePath, from the site or its frame origin); then the blog's
    // feed and the contact form.
    "frame-src": unique([
      config.ads.frameOrigin ?? "'self'",
      origin(config.embeds.blogFeedUrl),
      origin(config.embeds.contactFormUrl),
    ]),
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * The policy of the ad frame. The frame's isolation from the page (an opaque origin, or an origin
 * of its own) is what protects the site; this policy only keeps the frame's own document to what
 * ads do. Ad code chains: a tag's inline script loads a loader, which loads an auction's scripts,
 * which write inline scripts, frames and images from hosts no one can list in advance, some of
 * them with eval. So any https source may run script there, inline and eval'd script too
 * (docs/decisions/002). Only the site's pages may frame it.
 */
export function adFramePolicy(config: SiteConfig): Policy {
  return {
    "default-src": ["'none'"],
    // No hashes: browsers ignore 'unsafe-inline' when a hash is listed.
    "script-src": ["'self'", "https:", "'unsafe-inline'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'", "https:"],
    "img-src": ["'self'", "https:", "data:", "blob:"],
    "font-src": ["https:", "data:"],
    "media-src": ["https:", "blob:"],
    "connect-src": ["https:"],
    "frame-src": ["https:"],
    "base-uri": ["'none'"],
    "frame-ancestors": [config.ads.frameOrigin === undefined ? "'self'" : origin(config.url)],
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

/** A `<!-- comment -->`, or a `<script>` element: its attributes (quoted values may hold ">") and text. */
const commentOrScript =
  /<!--[\s\S]*?-->|<script(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script(?=[\s/>])[^>]*>/gi;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The 'sha256-...' source of every inline script in this HTML, in order, once each. That is every
 * script the browser runs (React Router's context and stream, the scroll restoration, the build's
 * own loader), and also the text of inert script elements, which the build's loaders run as it is
 * (the hydration module held back until after the first paint). Only JSON data (JSON-LD) never
 * runs and gets no hash. Read from React's serialised markup, which escapes "<" in text and
 * attributes, so a `<script` outside a script element is always a tag.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(commentOrScript)].flatMap(([, attributes, text]) => {
    if (attributes === undefined || text === undefined) return [];
    const names = attributeValues(attributes);
    if (names.has("src") || isJsonData(names.get("type"))) return [];
    // The browser hashes the text after HTML parsing, which turns every CR LF and CR into LF.
    const parsedText = text.replaceAll(/\r\n?/g, "\n");
    return [`'sha256-${createHash("sha256").update(parsedText).digest("base64")}'`];
  });
  return unique(hashes);
}

/** A start tag's attributes by lower-case name; the first of a repeated name wins, as in HTML. */
function attributeValues(attributes: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const [, name = "", double, single, unquoted] of attributes.matchAll(attribute)) {
    const key = name.toLowerCase();
    if (!values.has(key)) values.set(key, double ?? single ?? unquoted ?? "");
  }
  return values;
}

/** application/json, application/ld+json and the like: data blocks, which browsers never run. */
function isJsonData(type: string | undefined) {
  return /(^|[/+])json$/.test(type?.trim().toLowerCase() ?? "");
}

/**
 * The policy a built document's final HTML needs: the ad frame's, or a page's, which allows the
 * page's own inline scripts by hash.
 */
export function policyFor(html: string, kind: DocumentKind, config: SiteConfig): Policy {
  return kind === "ad-frame" ? adFramePolicy(config) : pagePolicy(config, inlineScriptHashes(html));
}

/**
 * Every header rule of the site: the common headers for all paths, then each document's own
 * policy for the paths that serve it. No two rules that match one path set the same header.
 */
export function headerRules(documents: readonly DocumentPolicy[]): HeaderRule[] {
  return [
    { paths: ["/*"], headers: commonHeaders },
    ...documents
      .map(({ file, policy }) => ({
        paths: urlPaths(file),
        headers: { "Content-Security-Policy": serializePolicy(policy) },
      }))
      .toSorted((a, b) => String(a.paths[0]).localeCompare(String(b.paths[0]))),
  ];
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages (and `npm start`). A path line starts a new
 * rule, so a rule for several paths is written once per path.
 */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const header =
    "# Generated by `npm run build` (scripts/build/security-headers.ts) from app/config/site.ts: do not edit.\n";
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
    "# Generated by `npm run build` (scripts/build/security-headers.ts): do not edit.",
    `location / {\n    try_files $uri $uri/ =404;\n${addHeaders({})}\n}`,
    ...blocks,
    "",
  ].join("\n");
}

/**
 * Writes the header files of the built site into `siteDirectory`: `_headers` (Netlify, Cloudflare
 * Pages, `npm start`), `vercel.json` and `nginx-headers.conf`, from the documents' final policies.
 */
export async function writeHeaderFiles(
  siteDirectory: string,
  documents: readonly DocumentPolicy[],
): Promise<void> {
  const rules = headerRules(documents);
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
