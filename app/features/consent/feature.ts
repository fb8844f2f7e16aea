import type { Feature } from "#app/features/feature.ts";
import { fill } from "#app/i18n/format.ts";
import { originOf } from "#app/lib/csp.ts";
import { hostOf } from "#app/lib/third-parties.ts";
import { consentStorageKey } from "./consent-rules.ts";
import { consentSchema } from "./consent.schema.ts";

/** Consent before ads and statistics: the site's own banner, or the owner's TCF platform. */
export const consentFeature: Feature = {
  name: "consent",
  config: { key: "consent", schema: () => consentSchema },
  islands: { consent: { module: "features/consent/consent.island.ts", onEveryPage: true } },
  // The owner's TCF consent platform, in mode "tcf" only: its script, its calls and its frames.
  cspSources: ({ consent: { mode, cmpScriptUrl } }) => {
    if (mode !== "tcf" || !cmpScriptUrl) return {};
    const cmp = [originOf(cmpScriptUrl)];
    return { "script-src": cmp, "connect-src": cmp, "frame-src": cmp };
  },
  thirdParties: ({ consent }, { privacy: messages }) =>
    consent.mode === "tcf" && consent.cmpScriptUrl
      ? [
          {
            name: messages.consentPlatform,
            host: hostOf(consent.cmpScriptUrl),
            pages: messages.everyPage,
            when:
              consent.regions === "europe"
                ? messages.whenPageOpensInEurope
                : messages.whenPageOpens,
          },
        ]
      : [],
  buildWarnings: ({ consent }) =>
    consent.privacyNotice === undefined
      ? [
          "siteConfig.consent.privacyNotice is not set: /privacy shows a placeholder where it says who runs the site, how to reach them and what happens to the messages sent through the contact form.",
        ]
      : [],
  // What the site itself keeps in the visitor's browser, in each consent mode.
  storage: ({ consent }, { privacy: messages }) => [
    {
      none: messages.storesNothing,
      banner: fill(messages.storesConsentAnswer, { key: consentStorageKey }),
      tcf: messages.storesWithConsentPlatform,
    }[consent.mode],
  ],
};
