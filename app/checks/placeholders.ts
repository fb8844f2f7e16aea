import type { SiteConfig } from "#app/config/site-config.ts";
import { isNetworkHomePage, localPreviewUrl } from "#app/lib/site-url.ts";

/** A warning for an origin that only works on this machine: such a build must not be deployed. */
export function localPreviewWarning(field: string, origin: string | undefined): string[] {
  if (origin === undefined || !localPreviewUrl.test(origin)) return [];
  return [`${field}: ${origin} is a local preview origin (plain http): do not deploy this build`];
}

/** The reserved example domains (RFC 2606): example.com, example.org, ads.example.net, ... */
export const isExampleHost = (url: string) => /(^|\.)example\.[a-z]+$/.test(new URL(url).hostname);

/** The warning for a setting still on a placeholder host, e.g. `ads.bannerScriptUrl`; else none. */
export function placeholderHostWarning(field: string, url: string | undefined): string[] {
  if (url === undefined || !URL.canParse(url) || !isExampleHost(url)) return [];
  return [
    `siteConfig.${field} is on the placeholder host ${new URL(url).host}: set your provider's URL.`,
  ];
}

/**
 * The core's settings still on the shipped placeholders, one line each naming the field: the build
 * goes on (the site works) but says what an owner must set before going live. The features add
 * theirs (their `buildWarnings`).
 */
export function placeholderWarnings(config: SiteConfig): string[] {
  const warnings = localPreviewWarning("siteConfig.url", config.url);
  if (isExampleHost(config.url)) {
    warnings.push(
      `siteConfig.url is the placeholder ${config.url}: set the site's own address (canonical URLs, sitemap and share cards use it).`,
    );
  }
  config.footer.social.forEach(({ label, href }, index) => {
    if (isNetworkHomePage(href)) {
      warnings.push(
        `siteConfig.footer.social[${index}].href is ${label}'s home page (${href}): link your profile there.`,
      );
    }
  });
  return warnings;
}
