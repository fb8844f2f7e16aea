import type { SiteConfig } from "#app/config/site-config.ts";
import type { ThirdParty } from "#app/features/feature.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { hostOf } from "#app/lib/third-parties.ts";

/** The feed's frame on /blog, and the form's frame and script on /contact, as /privacy lists them. */
export function embedsThirdParties(
  { embeds }: SiteConfig,
  { privacy: messages }: Catalogue,
): ThirdParty[] {
  return [
    {
      name: messages.imageBoardFeed,
      host: hostOf(embeds.blogFeedUrl),
      pages: "/blog",
      when: messages.whenPageOpens,
    },
    {
      name: messages.contactForm,
      host: hostOf(embeds.contactFormUrl),
      pages: "/contact",
      when: messages.whenPageOpens,
    },
    {
      name: messages.contactFormScript,
      host: hostOf(embeds.contactFormScriptUrl),
      pages: "/contact",
      when: messages.whenPageOpens,
    },
  ];
}
