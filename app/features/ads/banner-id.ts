/** Where the slot's numeric banner id goes in the ad network's script URL (and, later, its tag). */
export const bannerIdPlaceholder = "{bannerId}";

/** The ad network's banner ids: digits only, e.g. "310101". */
export const bannerIdPattern = /^\d+$/;

/** The network's script URL for one banner, e.g. ".../banner.js?id=310101". */
export function withBannerId(template: string, bannerId: string): string {
  return template.replaceAll(bannerIdPlaceholder, bannerId);
}
