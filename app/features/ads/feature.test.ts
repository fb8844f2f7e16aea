import { describe, expect, test } from "vitest";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteConfig } from "#app/config/site.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { isLeftOut, type SiteStepContext } from "#app/features/feature.ts";
import { consentFeature } from "#app/features/consent/feature.ts";
import { adsFeature } from "./feature.ts";

const { ads: _unset, ...withoutAds } = siteConfig;
const words = siteMessages(siteConfig.language);

/** Everything the ads add to the build for `config`, by hook. */
const contributions = (config: SiteConfig) => ({
  policy: adsFeature.cspSources?.(config),
  thirdParties: adsFeature.thirdParties?.(config, words),
  consent: adsFeature.consentPurposes?.(config),
  warnings: adsFeature.buildWarnings?.(config),
  files: adsFeature.siteFiles?.(config),
  documents: adsFeature.documents?.(config),
  plugins: adsFeature.vitePlugins?.(config, words),
  constants: adsFeature.buildConstants?.(config),
});

describe("ads left out of the configuration", () => {
  test("add nothing to the build: no host in the policy, no third party, no file, no frame", () => {
    expect(contributions(withoutAds)).toEqual({
      policy: {},
      thirdParties: [],
      consent: {},
      warnings: [],
      files: [],
      documents: [],
      plugins: [],
      constants: { __AD_PROBE_URLS__: { banner: null, extra: null } },
    });
  });

  test("while the shipped ads add their hosts, /ads.txt and the ad frame's document", () => {
    const shipped = contributions(siteConfig);
    expect(shipped.policy?.["connect-src"]).toEqual([
      "https://ads.example.org",
      "https://tags.example.net",
    ]);
    expect(shipped.consent).toEqual({ ads: { hosts: ["ads.example.org", "tags.example.net"] } });
    expect(shipped.files?.map((file) => file.path)).toEqual(["/ads.txt"]);
    expect(shipped.documents?.map((document) => document.file)).toEqual(["ad-frame.html"]);
  });

  test("leave the ad density's step nothing to estimate, and no page to read", async () => {
    const [density] = adsFeature.siteSteps ?? [];
    const context = { site: "/nonexistent", config: withoutAds } as SiteStepContext;
    await expect(density?.run(context)).resolves.toEqual([]);
  });
});

test("a feature is left out where the owner may leave its settings out and did: its islands are not built", () => {
  expect(isLeftOut(adsFeature, withoutAds)).toBe(true);
  expect(isLeftOut(adsFeature, siteConfig)).toBe(false);
  // Consent's settings are required: it is never left out.
  const { consent: _consent, ...withoutConsent } = siteConfig;
  expect(isLeftOut(consentFeature, withoutConsent as SiteConfig)).toBe(false);
});
