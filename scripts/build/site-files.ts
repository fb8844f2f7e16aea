import type { Plugin } from "vite";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { appIcons, brandColors, favicon } from "#app/lib/brand.ts";

/** A file of the site made from its configuration: its URL path, type and content. */
interface SiteFile {
  path: string;
  contentType: string;
  content: string;
}

/** /robots.txt: everything may be crawled; the sitemap lists the pages. */
export function robotsTxt(config: SiteConfig): SiteFile {
  return {
    path: "/robots.txt",
    contentType: "text/plain; charset=utf-8",
    content: `User-agent: *
Allow: /

Sitemap: ${new URL("/sitemap.xml", config.url).href}
`,
  };
}

/** /manifest.webmanifest: how the site looks when added to a home screen. */
export function webManifest(config: SiteConfig): SiteFile {
  const manifest = {
    name: config.name,
    // Shown under the icon on a home screen, where phones cut names longer than about 12 characters.
    short_name: config.shortName ?? config.name,
    description: config.description,
    lang: config.language,
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: brandColors.paper,
    theme_color: brandColors.moss,
    icons: [
      { src: favicon, type: "image/svg+xml", sizes: "any" },
      ...appIcons.map(({ path, size }) => ({
        src: path,
        type: "image/png",
        sizes: `${size}x${size}`,
      })),
    ],
  };
  return {
    path: "/manifest.webmanifest",
    contentType: "application/manifest+json",
    content: `${JSON.stringify(manifest, null, 2)}\n`,
  };
}

/**
 * Serves the files made from the configuration in development and writes them into the built
 * site. Not resource routes: every route adds its entry to the route manifest that each page
 * loads, and these files are never navigated to.
 */
export function siteFilesPlugin(config: SiteConfig): Plugin {
  const files = [robotsTxt(config), webManifest(config)];
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
