import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { escapeAttribute } from "#app/lib/html.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";

/** A Content-Security-Policy as directive name -> sources, in the order they are written. */
export type Policy = Record<string, string[]>;

/** Headers for a set of URL paths, as the `_headers` file of Netlify and Cloudflare Pages lists them. */
export interface HeaderRule {
  paths: string[];
  /** The built file served at these paths, when they are one document's URL forms: "about.html". */
  file?: string;
  headers: Record<string, string>;
}

/** A page React Router pre-rendered, or the ad frame that the ad slots load: each has its own policy. */
export type DocumentKind = "page" | "ad-frame";

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

const origin = (url: string) => new URL(url).origin;

/** The 404 page's file: hosts serve it, with a 404 status, at every unknown path. */
const notFoundFile = `${notFoundPage.slice(1)}.html`;

/**
 * The policy of the site's pages: its own files, the inline scripts the build wrote into this page
 * (by hash), and the configured third parties, each only where it is needed. Navigation is
 * client-side, so every page allows what any page loads (the form script, the feed and form frames).
 */
export function pagePolicy(config: SiteConfig, scriptHashes: readonly string[]): Policy {
  // The owner's TCF consent platform, in mode "tcf" only: its script, its calls and its frames.
  const { mode, cmpScriptUrl } = config.consent;
  const cmp = mode === "tcf" && cmpScriptUrl ? [origin(cmpScriptUrl)] : [];
  return {
    "default-src": ["'none'"],
    "script-src": unique([
      "'self'",
      ...scriptHashes,
      origin(config.embeds.contactFormScriptUrl),
      ...cmp,
    ]),
    // sonner injects its stylesheet as a <style> element at run time and Radix positions tooltips
    // with inline style attributes. Styles cannot run code; hashing them is not possible for
    // run-time values, so inline styles are allowed, and only styles.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: for the first view's drawings and the tab icon, written into the page itself
    // (inline-priority-drawings.ts).
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...cmp],
    "manifest-src": ["'self'"],
    // The ad slots' frames (adFramePath, from the site or its frame origin); then the blog's
    // feed and the contact form.
    "frame-src": unique([
      config.ads.frameOrigin ?? "'self'",
      origin(config.embeds.blogFeedUrl),
      origin(config.embeds.contactFormUrl),
      ...cmp,
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
 * Long caching for the files Vite names by their content hash: a new build writes new names.
 * `base` is the path the site is served under ("" at the root, "/fungi-atlas"), as in every rule.
 */
const hashedAssets = (base: string): HeaderRule => ({
  paths: [`${base}/assets/*`],
  headers: { "Cache-Control": "public, max-age=31536000, immutable" },
});

/**
 * Every header rule of the site: the common headers for all paths, the hashed assets' caching,
 * then each document's own policy for every URL form that serves it, with `no-cache` so a visit
 * always revalidates the HTML (it names the assets of the current build). No two rules that match
 * one path set the same header.
 */
export function headerRules(documents: readonly DocumentPolicy[], base = ""): HeaderRule[] {
  return [
    { paths: ["/*"], headers: commonHeaders },
    hashedAssets(base),
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

/**
 * The `_headers` file of Netlify and Cloudflare Pages (and `npm start`). A path line starts a new
 * rule, so a rule for several paths is written once per path.
 */
export function renderHeadersFile(rules: readonly HeaderRule[], base = ""): string {
  const header =
    "# Generated by `npm run build` (scripts/build/security-headers.ts) from app/config/site.ts: do not edit.\n";
  const blocks = rules.flatMap(({ paths, file, headers }) =>
    // A document's rule is written for the paths these hosts serve it at: its URL (Netlify matches
    // "/about/" there too) and its file. The others are redirected, and a rule for one that a host
    // answers with 404.html would give that page another document's policy.
    (file === undefined ? paths : unique([paths[0] ?? "/", `${base}/${file}`])).map((path) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    ),
  );
  return `${header}\n${blocks.join("\n\n")}\n`;
}

/**
 * The `_redirects` file of Netlify and Cloudflare Pages: the one form of a document these hosts
 * would answer with a 404, its folder's index ("/about/index.html"), redirected permanently to its
 * URL. They redirect "/about/" and "/about.html" themselves (Netlify serves the latter as it is).
 */
export function renderRedirectsFile(documents: readonly { file: string }[], base = ""): string {
  const lines = documents
    .map(({ file }) => urlForms(file, base))
    .flatMap(({ url, aliases }) =>
      aliases
        .filter((alias) => alias === `${url}/index.html`)
        .map((alias) => `${alias} ${url} 301`),
    )
    .toSorted();
  return `# Generated by \`npm run build\` (scripts/build/security-headers.ts): do not edit.\n${lines.join("\n")}\n`;
}

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

/**
 * The nginx `location` blocks that send the same headers; docs/deploy.md shows the server block
 * that includes them. Each document gets an exact location at its URL that serves its file, one
 * at its file's own path (nginx reaches /404.html through error_page, an internal redirect that
 * takes that location's headers), and its other forms redirect permanently to its URL. A location
 * with its own add_header lines drops the server's, so each one repeats the common headers.
 */
export function renderNginxLocations(rules: readonly HeaderRule[], base = ""): string {
  const common = rules.find((rule) => rule.paths.includes("/*"))?.headers ?? {};
  const addHeaders = (headers: Record<string, string>) =>
    Object.entries({ ...common, ...headers })
      .map(([name, value]) => `    add_header ${name} "${value}" always;`)
      .join("\n");
  const prefixes = rules.flatMap(({ paths, headers }) =>
    paths
      .filter((path) => path !== "/*" && path.endsWith("/*"))
      .map((path) => `location ${path.slice(0, -1)} {\n${addHeaders(headers)}\n}`),
  );
  const documents = rules.flatMap(({ file, paths: [url, ...aliases], headers }) => {
    if (file === undefined || url === undefined) return [];
    const served = `${base}/${file}`;
    return [
      `location = ${url} {\n    try_files ${served} =404;\n${addHeaders(headers)}\n}`,
      ...aliases.map((alias) =>
        alias === served
          ? `location = ${alias} {\n${addHeaders(headers)}\n}`
          : `location = ${alias} {\n    return 301 ${url}$is_args$args;\n${addHeaders({})}\n}`,
      ),
    ];
  });
  return [
    "# Generated by `npm run build` (scripts/build/security-headers.ts): do not edit.",
    `location ${base}/ {\n    try_files $uri $uri.html =404;\n${addHeaders({})}\n}`,
    ...prefixes,
    ...documents,
    "",
  ].join("\n");
}

/**
 * Writes the header files of the built site into `siteDirectory`: `_headers` and `_redirects`
 * (Netlify, Cloudflare Pages), `vercel.json` and `nginx-headers.conf`, from the documents' final
 * policies. `npm start` reads `_headers`.
 */
export async function writeHeaderFiles(
  siteDirectory: string,
  documents: readonly DocumentPolicy[],
  base = "",
): Promise<void> {
  const rules = headerRules(documents, base);
  await Promise.all([
    writeFile(join(siteDirectory, "_headers"), renderHeadersFile(rules, base)),
    writeFile(join(siteDirectory, "_redirects"), renderRedirectsFile(documents, base)),
    writeFile(join(siteDirectory, "vercel.json"), renderVercelConfig(rules)),
    writeFile(join(siteDirectory, "nginx-headers.conf"), renderNginxLocations(rules, base)),
  ]);
}

/** Where a built document is served: the URL links and the canonical use, and its other forms. */
export interface UrlForms {
  /** "/", "/about": every host serves the flat file about.html here with a 200. */
  url: string;
  /**
   * The other URLs a host may answer for it, each with the same page or a permanent redirect to
   * `url`: "/about/", "/about.html", "/about/index.html"; "/index.html" for the home page.
   */
  aliases: string[];
}

/**
 * The URL forms of a built file ("index.html", "about.html", "blog/first-walk.html"): the one
 * function that every host's rules, and `npm start`'s redirects, are made from. For a site under
 * a path (`base` "/fungi-atlas"), every form is under it, and the home page's URL is the folder
 * with its slash ("/fungi-atlas/"), which GitHub Pages serves; "/fungi-atlas" is one more alias.
 */
export function urlForms(file: string, base = ""): UrlForms {
  if (file === "index.html") {
    return { url: `${base}/`, aliases: [`${base}/index.html`, ...(base ? [base] : [])] };
  }
  const url = `${base}/${file.slice(0, -".html".length)}`;
  return { url, aliases: [`${url}/`, `${base}/${file}`, `${url}/index.html`] };
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
