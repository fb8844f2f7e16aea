import type { Plugin } from "vite";
import type { SiteConfig } from "#app/config/site-config.ts";
import type { Feature, SiteFile } from "#app/features/feature.ts";
import { siteFeatures } from "#app/features/index.ts";
import { appIcons, favicon, webManifestPath } from "#app/lib/brand.ts";
import { brandColors, themeColors } from "#app/lib/css-tokens.ts";
import { absoluteUrl, basePath } from "#app/lib/site-url.ts";
import { textDirection } from "#app/i18n/text-direction.ts";
import { ownerTexts } from "#app/i18n/owner-words.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";

/**
 * /robots.txt: everything may be crawled; the sitemap lists the pages. Crawlers read it only at
 * the root of an origin: a site under a path (a GitHub Pages project site) writes it all the same,
 * for the day it moves to a domain of its own; the sitemap can be submitted to search engines.
 */
export function robotsTxt(config: SiteConfig): SiteFile {
  return {
    path: "/robots.txt",
    contentType: "text/plain; charset=utf-8",
    content: `User-agent: *
Allow: /

Sitemap: ${absoluteUrl("/sitemap.xml", config.url)}
`,
  };
}

/**
 * The web app manifest (webManifestPath): how the site looks when added to a home screen. It opens
 * as an app of its own (`standalone`: the site's header is its navigation), in its own scope, at
 * its home page, which the service worker keeps (app/features/offline/), so it opens offline.
 */
export function webManifest(config: SiteConfig): SiteFile {
  const base = basePath(config.url);
  const manifest = {
    id: `${base}/`,
    name: config.name,
    // Shown under the icon on a home screen, where phones cut names longer than about 12 characters.
    short_name: config.shortName ?? config.name,
    description: ownerTexts(config, siteMessages(config.language, config.texts).defaults)
      .description,
    lang: config.language,
    dir: textDirection(config.language),
    start_url: `${base}/`,
    scope: `${base}/`,
    display: "standalone",
    background_color: brandColors.paper,
    // The pages' own theme-color in the light scheme (they say it for the dark one too): the app's
    // bar keeps the colour it has once a page has loaded.
    theme_color: themeColors.light,
    icons: [
      { src: `${base}${favicon}`, type: "image/svg+xml", sizes: "any" },
      ...appIcons.map(({ path, size }) => ({
        src: `${base}${path}`,
        type: "image/png",
        sizes: `${size}x${size}`,
      })),
    ],
  };
  return {
    path: webManifestPath,
    contentType: "application/manifest+json",
    content: `${JSON.stringify(manifest, null, 2)}\n`,
  };
}

/** The brand's mark (the tab icon, and the drawing every PNG icon is made from), in the tokens. */
export function faviconSvg(): SiteFile {
  const { moss, paper, cap } = brandColors;
  return {
    path: favicon,
    contentType: "image/svg+xml",
    content: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${moss}"/>
  <path d="M26 36h12l2 16a4 4 0 0 1-4 4.5h-8a4 4 0 0 1-4-4.5z" fill="${paper}"/>
  <path d="M7 37C7 20.5 18 9 32 9s25 11.5 25 28c0 2-1.5 3.5-3.5 3.5h-43C8.5 40.5 7 39 7 37z" fill="${cap}"/>
  <circle cx="21" cy="25" r="4" fill="${paper}"/>
  <circle cx="35" cy="17" r="3.2" fill="${paper}"/>
  <circle cx="45" cy="29" r="3.8" fill="${paper}"/>
  <circle cx="31" cy="31" r="2.6" fill="${paper}"/>
</svg>
`,
  };
}

/**
 * Serves the files made from the configuration in development and writes them into the built
 * site. Not resource routes: every route adds its entry to the route manifest that each page
 * loads, and these files are never navigated to.
 */
export function siteFilesPlugin(
  config: SiteConfig,
  features: readonly Feature[] = siteFeatures,
): Plugin {
  const files = [
    robotsTxt(config),
    webManifest(config),
    faviconSvg(),
    ...features.flatMap((feature) => feature.siteFiles?.(config) ?? []),
  ];
  return {
    name: "fungi-atlas:site-files",
    configureServer(server) {
      for (const { path, contentType, content } of files) {
        server.middlewares.use(path, (_request, response) => {
          response.setHeader("Content-Type", contentType);
          response.end(content);
        });
      }
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { path, content } of files) {
        this.emitFile({ type: "asset", fileName: path.slice(1), source: content });
      }
    },
  };
}
