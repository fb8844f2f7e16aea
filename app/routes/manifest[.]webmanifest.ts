import { siteConfig } from "#app/config/site.ts";
import { brandColors } from "#app/lib/brand.ts";

/** /manifest.webmanifest, pre-rendered: how the site looks when added to a home screen. */
export function loader() {
  const manifest = {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: siteConfig.description,
    lang: siteConfig.language,
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: brandColors.paper,
    theme_color: brandColors.moss,
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
