import type { SiteConfig } from "#app/config/site-config.ts";
import type { AdsConfig } from "#app/features/ads/ads.schema.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";
import type { GeneratedContent } from "#scripts/tools/generate-articles.ts";
import { type FixturePhotos, fixturePhotos } from "#tests/fixtures/fixture-photos.ts";
import {
  stubCloudflareToken,
  stubGoatCounterEndpoint,
  stubMeasurementId,
  stubPlausibleScriptUrl,
  stubUmamiScriptUrl,
  stubUmamiWebsiteId,
} from "#tests/mocks/analytics-providers.ts";
import { stubCmpScriptUrl } from "#tests/mocks/third-parties.ts";
import { extraTagOf, networkTags, type TagShape } from "#tests/mocks/network-tags.ts";
import { arabicTexts } from "#tests/fixtures/texts-ar.ts";
import {
  arabicOwnerTexts,
  type OwnerTexts,
  polishOwnerTexts,
} from "#tests/fixtures/owner-texts.ts";

/**
 * One other way an owner could set the site up, built and served beside the shipped site so the
 * e2e tests can check what it does: the same project, another configuration or content.
 */
export interface Variant {
  /** What the variant is for, in a few words (written into its generated site.ts). */
  description: string;
  /**
   * Its site configuration, made from the shipped one. `origin` is where the variant is served,
   * e.g. "http://localhost:4318", for settings that must name it.
   */
  siteConfig: (shipped: SiteConfig, origin: string) => SiteConfig;
  /**
   * Folders or files of the project the variant replaces, by their path in the project, e.g.
   * `{ content: "tests/fixtures/content" }`.
   */
  files?: Record<string, string>;
  /**
   * Articles generated into its content folder at build time (after `files` are copied), for a
   * site larger than any fixture worth committing.
   */
  generated?: GeneratedContent;
  /**
   * Photos drawn into its content folder at build time, with the frontmatter that shows them
   * (after `files` are copied): no photo is committed.
   */
  photos?: FixturePhotos;
}

/** The shipped ads with the network's tags pasted in: `banner` for the banners, `extra` for the extra slot. */
function withTags(banner: TagShape, extra: TagShape): AdsConfig {
  const ads = { ...shippedAds, bannerTag: networkTags[banner], extraTag: extraTagOf(extra) };
  delete ads.bannerScriptUrl;
  delete ads.extraScriptUrl;
  return ads;
}

/** The shipped configuration in another language: the owner's own texts translated too. */
function inLanguage(
  shipped: SiteConfig,
  language: string,
  region: string,
  { quickLinks, ...owner }: OwnerTexts,
): SiteConfig {
  return { ...shipped, ...owner, language, region, footer: { ...shipped.footer, quickLinks } };
}

/**
 * A brand of the longest length the schema allows (40 characters), with a long word in it: the
 * header must hold it at every width (tests/e2e/long-brand.spec.ts).
 */
export const longBrand = "Great Lakes Wild Mushroom Identification";

/** Every page of the shipped slots with five banners, more than a phone can show (dense-ads). */
function denseSlots(): AdsConfig["slots"] {
  return Object.fromEntries(
    Object.keys(shippedAds.slots).map((page, index) => {
      const id = (slot: number) => String(900_000 + index * 10 + slot);
      return [
        page,
        [
          { bannerId: id(1), minHeight: 250, showOnNarrow: true },
          { bannerId: id(2), minHeight: 250, showOnNarrow: true },
          { bannerId: id(3), minHeight: 250, showOnNarrow: true },
          { bannerId: id(4), minHeight: 600, showOnNarrow: true },
          { bannerId: id(5), minHeight: 600, showOnNarrow: false },
        ],
      ];
    }),
  );
}

/** The poison centre the "content" variant names in the danger panels of harmful species. */
export const contentVariantEmergency = {
  name: "Poison Control",
  phone: "1-800-222-1222",
  url: "https://www.poison.org/",
};

/**
 * The content as the original site shipped it (three sections, nothing to read), for the
 * variants whose tests read the ads, the consent or the spec's empty sections rather than the
 * atlas: their builds stay small.
 */
const seedContent = "tests/fixtures/seed-content";

/** Every variant, by name. Each is built once per test run, when it is missing or stale. */
export const variants = {
  seed: {
    description:
      'the content as the original site shipped it: three sections with a title and nothing to read yet ("Content coming soon...")',
    siteConfig: (shipped) => shipped,
    files: { content: seedContent },
  },
  tcf: {
    // GA4 rides along: it loads only with consent to purposes 1 and 8, which the stub consent
    // platform gives only where tests/e2e/analytics.spec.ts asks, so consent-tcf.spec.ts never sees it.
    description:
      "consent through an IAB TCF consent platform (stubbed in tests/mocks/); statistics by GA4",
    siteConfig: (shipped) => ({
      ...shipped,
      consent: { mode: "tcf", regions: "everywhere", cmpScriptUrl: stubCmpScriptUrl },
      analytics: { provider: "ga4", measurementId: stubMeasurementId },
    }),
    files: { content: seedContent },
  },
  content: {
    description:
      "Markdown content: a section intro, articles in two sections (one with an image, a table, a contents list, links; nine species in lookalike pairs), one draft; a poison centre for the danger panels",
    siteConfig: (shipped) => ({ ...shipped, safety: { emergency: contentVariantEmergency } }),
    files: { content: "tests/fixtures/content" },
  },
  "ad-tags-a-b": {
    description: "tags of shapes (a) and (b) pasted, ad frames in an opaque origin",
    siteConfig: (shipped) => ({
      ...shipped,
      ads: withTags("optionsAndLoader", "zoneAttribute"),
    }),
    files: { content: seedContent },
  },
  "ad-tags-c-d": {
    // The long brand rides along here rather than cost CI a build of its own: the ads' tests do
    // not read the header, and the header's (long-brand.spec.ts) do not read the ads.
    description:
      "tags of shapes (c) and (d) pasted, ad frames in an opaque origin; a brand of the longest length the header holds",
    siteConfig: (shipped) => ({
      ...shipped,
      name: longBrand,
      ads: withTags("placeholderAndLoader", "plainFrame"),
    }),
    files: { content: seedContent },
  },
  "ad-frame-origin": {
    description:
      "the local two-origin setup: the site on localhost, its ad frames on 127.0.0.1, tags (a) and (d)",
    siteConfig: (shipped, origin) => ({
      ...shipped,
      url: origin,
      ads: {
        ...withTags("optionsAndLoader", "plainFrame"),
        frameOrigin: origin.replace("localhost", "127.0.0.1"),
      },
    }),
    files: { content: seedContent },
  },
  subpath: {
    description:
      "a GitHub Pages project site: the url carries a path (/fungi-atlas/), the site is served under it; Markdown content; no poison centre or country named (safety left out)",
    siteConfig: ({ safety: _unset, ...shipped }, origin) => ({
      ...shipped,
      url: `${origin}/fungi-atlas/`,
    }),
    files: { content: "tests/fixtures/content" },
  },
  // The language variants carry the providers the "many-articles" and "tcf" variants do not, rather
  // than cost CI a build each: their banners then ask about two purposes in their own language.
  de: {
    description:
      "in German, the built-in catalogue, the shipped configuration with only its language switched (its menu, tagline and description left to the site's words); English Markdown content; statistics by Cloudflare Web Analytics; read in Germany and Austria (safety.country, a list: Germany's regional poison centres)",
    siteConfig: (shipped) => ({
      ...shipped,
      language: "de-AT",
      region: "AT",
      analytics: { provider: "cloudflare", token: stubCloudflareToken },
      safety: { country: ["DE", "AT"] },
    }),
    files: { content: "tests/fixtures/content" },
  },
  pl: {
    description:
      "in Polish, the built-in catalogue (three plural forms); Markdown content; statistics by a (stubbed) self-hosted Umami",
    siteConfig: (shipped) => ({
      ...inLanguage(shipped, "pl", "PL", polishOwnerTexts),
      analytics: {
        provider: "umami",
        scriptUrl: stubUmamiScriptUrl,
        websiteId: stubUmamiWebsiteId,
      },
    }),
    files: { content: "tests/fixtures/content" },
  },
  ar: {
    description:
      "in Arabic, right to left, every text given by the owner; Markdown content; statistics by GoatCounter",
    siteConfig: (shipped) => ({
      ...inLanguage(shipped, "ar", "EG", arabicOwnerTexts),
      texts: arabicTexts,
      analytics: { provider: "goatcounter", endpoint: stubGoatCounterEndpoint },
    }),
    files: { content: "tests/fixtures/content" },
  },
  "dense-ads": {
    description:
      "every page with more banners than a phone can show within the ad density: three 250 px and a 600 px for every screen, and a wide-only 600 px; Markdown content; read in the Netherlands (no public poison line)",
    siteConfig: (shipped) => ({
      ...shipped,
      ads: { ...shippedAds, slots: denseSlots() },
      safety: { country: "NL" },
    }),
    files: { content: "tests/fixtures/content" },
  },
  "many-articles": {
    // Plausible rides along rather than cost CI a build of its own: the listing's tests run outside
    // Europe, where the script (blocked there) is all it adds, and analytics.spec.ts's pages are
    // the same whether /about lists 24 articles or none.
    description:
      "the fixture content and 60 generated articles in /about: a listing of three pages, a feed of the newest 50; statistics by a (stubbed) self-hosted Plausible",
    siteConfig: (shipped) => ({
      ...shipped,
      analytics: { provider: "plausible", scriptUrl: stubPlausibleScriptUrl },
    }),
    files: { content: "tests/fixtures/content" },
    generated: { articles: 60, section: "about" },
  },
  photos: {
    description:
      "the fixture content with photos drawn at build time: four of the chanterelle, one of the death cap, the painting's image credited, the fly agaric's not; ads on, so every licence is one they allow; read in the United Kingdom (no public poison line)",
    siteConfig: (shipped) => ({ ...shipped, safety: { country: "GB" } }),
    files: { content: "tests/fixtures/content" },
    photos: fixturePhotos,
  },
  "no-ads": {
    description:
      "ads left out of the configuration: no slot, no ad frame, no ads.txt; statistics by GoatCounter, so the consent bar asks about them alone",
    siteConfig: ({ ads: _unset, ...shipped }) => ({
      ...shipped,
      analytics: { provider: "goatcounter", endpoint: stubGoatCounterEndpoint },
    }),
    files: { content: seedContent },
  },
} satisfies Record<string, Variant>;

export type VariantName = keyof typeof variants;

/** The port the shipped site is served at in the e2e tests. */
export const sitePort = Number(process.env.E2E_PORT ?? 4317);

/** Where the e2e tests serve a variant: the ports after the shipped site's, in the order above. */
export function variantOrigin(name: VariantName): string {
  const index = Object.keys(variants).indexOf(name);
  return `http://localhost:${sitePort + 1 + index}`;
}
