import { adUrls } from "#app/components/ads/ad-hosts.ts";
import type { SiteConfig } from "./site.schema.ts";

/** A social link to a network's home page ("https://x.com/") is a placeholder, not a profile. */
export function isNetworkHomePage(href: string): boolean {
  return new URL(href).pathname === "/";
}

/** The reserved example domains (RFC 2606): example.com, example.org, ads.example.net, ... */
const isExampleHost = (url: string) => /(^|\.)example\.[a-z]+$/.test(new URL(url).hostname);

/**
 * The settings still on the shipped placeholders, one line each naming the field: the build goes
 * on (the site works) but says what an owner must set before going live.
 */
export function placeholderWarnings(config: SiteConfig): string[] {
  const warnings: string[] = [];
  if (isExampleHost(config.url)) {
    warnings.push(
      `siteConfig.url is the placeholder ${config.url}: set the site's own address (canonical URLs, sitemap and share cards use it).`,
    );
  }
  const ads = adUrls(config.ads);
  const thirdParties = {
    [config.ads.bannerTag === undefined ? "ads.bannerScriptUrl" : "ads.bannerTag"]:
      ads.banner[0] ?? "",
    [config.ads.extraTag === undefined ? "ads.extraScriptUrl" : "ads.extraTag"]: ads.extra[0] ?? "",
    "embeds.blogFeedUrl": config.embeds.blogFeedUrl,
    "embeds.contactFormUrl": config.embeds.contactFormUrl,
    "embeds.contactFormScriptUrl": config.embeds.contactFormScriptUrl,
  };
  for (const [field, url] of Object.entries(thirdParties)) {
    if (URL.canParse(url) && isExampleHost(url)) {
      warnings.push(
        `siteConfig.${field} is on the placeholder host ${new URL(url).host}: set your provider's URL.`,
      );
    }
  }
  config.ads.adsTxt?.forEach((line, index) => {
    const system = line.split("#")[0]!.split(",")[0]!.trim();
    if (line.includes(",") && isExampleHost(`https://${system}`)) {
      warnings.push(
        `siteConfig.ads.adsTxt[${index}] names the placeholder ad system ${system}: list your ad networks' lines.`,
      );
    }
  });
  config.footer.social.forEach(({ label, href }, index) => {
    if (isNetworkHomePage(href)) {
      warnings.push(
        `siteConfig.footer.social[${index}].href is ${label}'s home page (${href}): link your profile there.`,
      );
    }
  });
  if (!config.safety?.emergency) {
    warnings.push(
      "siteConfig.safety.emergency is not set: the pages of harmful species tell visitors to call their local emergency number; set your readers' poison centre (name, phone).",
    );
  }
  return warnings;
}
