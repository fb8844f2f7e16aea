import type { SiteConfig } from "./site-config.ts";

/**
 * Everything a site owner changes lives here. `npm run build` validates it (app/checks/site-config.schema.ts
 * and the feature schemas it composes document each field) and fails with the field's name when a value is wrong.
 */
export const siteConfig: SiteConfig = {
  name: "Fungi Atlas",
  url: "https://fungi-atlas.example.com",
  language: "en",
  region: "US",
  // The tagline, the meta description and the labels of links to the site's own pages follow
  // `language` until you set them: `tagline: "..."`, `description: "..."`, `{ label: "...", href }`.
  nav: [
    { href: "/about" },
    { href: "/types" },
    { href: "/culture" },
    { href: "/blog" },
    { href: "/contact" },
  ],
  footer: {
    quickLinks: [{ href: "/about" }, { href: "/types" }, { href: "/blog" }, { href: "/contact" }],
    partners: [
      { label: "North American Mycological Association", href: "https://namyco.org/" },
      { label: "British Mycological Society", href: "https://www.britmycolsoc.org.uk/" },
    ],
    // Placeholders until the site has its own accounts: point them at your profiles.
    social: [
      { network: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
      { network: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
      { network: "x", label: "X", href: "https://x.com/" },
    ],
  },
  // Placeholder hosts (the reserved example.* domains) until the site has its accounts.
  ads: {
    bannerScriptUrl: "https://ads.example.org/banner.js?id={bannerId}",
    extraScriptUrl: "https://tags.example.net/ad-tag.js",
    // The lines your ad networks give you for /ads.txt, which buyers check before they bid.
    adsTxt: ["ads.example.org, 310000, DIRECT", "CONTACT=ads@fungi-atlas.example.com"],
    // Each page: a 300×250 banner under the content (phones and tablets too) and a 300×600 banner
    // beside it on wide screens (1024 px and more); the home page has a second 250 px banner, for
    // wide screens only, in the column beside the content under the tall one.
    slots: {
      "/": [
        { bannerId: "310001", minHeight: 250, showOnNarrow: true },
        { bannerId: "310002", minHeight: 250, showOnNarrow: false },
        { bannerId: "310003", minHeight: 600, showOnNarrow: false },
      ],
      "/about": [
        { bannerId: "310101", minHeight: 250, showOnNarrow: true },
        { bannerId: "310102", minHeight: 600, showOnNarrow: false },
      ],
      "/types": [
        { bannerId: "310201", minHeight: 250, showOnNarrow: true },
        { bannerId: "310202", minHeight: 600, showOnNarrow: false },
      ],
      "/culture": [
        { bannerId: "310301", minHeight: 250, showOnNarrow: true },
        { bannerId: "310302", minHeight: 600, showOnNarrow: false },
      ],
      "/blog": [
        { bannerId: "310401", minHeight: 250, showOnNarrow: true },
        { bannerId: "310402", minHeight: 600, showOnNarrow: false },
      ],
      "/contact": [
        { bannerId: "310501", minHeight: 250, showOnNarrow: true },
        { bannerId: "310502", minHeight: 600, showOnNarrow: false },
      ],
      "/privacy": [
        { bannerId: "310601", minHeight: 250, showOnNarrow: true },
        { bannerId: "310602", minHeight: 600, showOnNarrow: false },
      ],
      // Under the list of every country's poison centres, never above it.
      "/poison-centres": [
        { bannerId: "311001", minHeight: 250, showOnNarrow: true },
        { bannerId: "311002", minHeight: 600, showOnNarrow: false },
      ],
      "/credits": [
        { bannerId: "311101", minHeight: 250, showOnNarrow: true },
        { bannerId: "311102", minHeight: 600, showOnNarrow: false },
      ],
      "/glossary": [
        { bannerId: "311201", minHeight: 250, showOnNarrow: true },
        { bannerId: "311202", minHeight: 600, showOnNarrow: false },
      ],
      "/search": [
        { bannerId: "310701", minHeight: 250, showOnNarrow: true },
        { bannerId: "310702", minHeight: 600, showOnNarrow: false },
      ],
      "/identify": [
        { bannerId: "310801", minHeight: 250, showOnNarrow: true },
        { bannerId: "310802", minHeight: 600, showOnNarrow: false },
      ],
      "/404": [
        { bannerId: "310901", minHeight: 250, showOnNarrow: true },
        { bannerId: "310902", minHeight: 600, showOnNarrow: false },
      ],
    },
  },
  // European visitors (by their browser's time zone) choose Accept or Reject before any ad loads.
  consent: {
    mode: "banner",
    regions: "europe",
    // Add `privacyNotice` (app/features/consent/consent.schema.ts): /privacy shows a placeholder until then.
  },
  embeds: {
    blogFeedUrl: "https://board.example.com/fungi-atlas/feed",
    contactFormUrl: "https://forms.example.com/widget/form/fungi-atlas",
    contactFormCategory: "mushrooms",
    contactFormScriptUrl: "https://forms.example.com/js/form_embed.js",
  },
  // Whom the danger panels of harmful species tell readers to call: the United States' Poison
  // Help line, as `region` is "US". Name your readers' country (or several) from the site's table
  // of poison centres (/poison-centres lists them all).
  safety: { country: "US" },
};
