import { siteConfig } from "#app/config/site.ts";
import { appIcons, brandColors, favicon } from "#app/lib/brand.ts";

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
      { src: favicon, type: "image/svg+xml", sizes: "any" },
      ...appIcons.map(({ path, size }) => ({
        src: path,
        type: "image/png",
        sizes: `${size}x${size}`,
      })),
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
