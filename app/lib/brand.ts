/**
 * The brand as files and text outside the React tree: the icons and share card the build draws
 * (scripts/pipeline/brand-images.ts), the head links and web app manifest that point at them, and the
 * headline they carry.
 */

/** The brand's mark: the SVG favicon, from which every PNG icon is drawn. */
export const favicon = "/favicon.svg";

/** The icon Apple devices put on the home screen. */
export const appleTouchIcon = { path: "/apple-touch-icon.png", size: 180 } as const;

/** The web app manifest: the site's name, colours and icons for a home screen. */
export const webManifestPath = "/manifest.webmanifest";

/** The icons of the web app manifest. */
export const appIcons = [
  { path: "/icon-192.png", size: 192 },
  { path: "/icon-512.png", size: 512 },
] as const;

/** The publisher's logo in structured data: the largest icon. */
export const logo = appIcons[1];

/** The icon of browsers that ask for /favicon.ico whatever the page says (older Safari, feed readers). */
export const legacyFavicon = { path: "/favicon.ico", size: 32 } as const;

/** The share card for every page (Open Graph and Twitter). */
export const shareImage = { path: "/og-image.png", width: 1200, height: 630 } as const;
