/** Where the slot's numeric banner id goes in the ad network's script URL (and, later, its tag). */
export const bannerIdPlaceholder = "{bannerId}";

/** The network's script URL for one banner, e.g. ".../banner.js?id=310101". */
export function withBannerId(template: string, bannerId: string): string {
  return template.replaceAll(bannerIdPlaceholder, bannerId);
}
