import { describe, expect, it } from "vitest";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteConfig } from "#app/config/site.ts";
import type { Feature } from "#app/features/feature.ts";
import { siteFeatures } from "#app/features/index.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { thirdPartiesOf } from "#app/lib/third-parties.ts";
import { parseSiteConfig } from "#app/checks/site-config.schema.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { z } from "zod";
import { pagePolicy } from "./policy/content-security-policy.ts";
import { featureSources } from "./policy/feature-sources.ts";
import { privacyPlugin } from "./privacy-plugin.ts";

const words = siteMessages("en");

/** Every feature switched on: the TCF platform, and statistics whose hosts differ from the rest. */
const everything: SiteConfig = {
  ...siteConfig,
  consent: { mode: "tcf", regions: "europe", cmpScriptUrl: "https://cmp.example/cmp.js" },
  analytics: { provider: "ga4", measurementId: "G-ABC123DEF4" },
};

/** "https://*.google-analytics.com" -> "*.google-analytics.com"; keywords ('self') are no host. */
const hostOfSource = (source: string) =>
  source.startsWith("https://") ? source.slice("https://".length).replace(/\/.*$/, "") : undefined;

/**
 * The hosts the pages may load from (their policy's sources), and the hosts /privacy names: every
 * host of the one must be in the other, so that no page loads what the visitor is not told of.
 */
function disclosure(config: SiteConfig, features: readonly Feature[]) {
  const policy = pagePolicy(featureSources(config, features), []);
  const loaded = new Set(
    Object.values(policy)
      .flat()
      .flatMap((source) => hostOfSource(source) ?? []),
  );
  const listed = new Set(
    thirdPartiesOf(config, words, features).flatMap(({ host }) => host.split(", ")),
  );
  // A feature with documents of its own (the ad frame) loads its hosts there, under their policy.
  const loadedInPages = features
    .filter((feature) => !feature.documents)
    .flatMap((feature) => feature.thirdParties?.(config, words) ?? [])
    .flatMap(({ host }) => host.split(", "));
  return {
    notOnPrivacy: [...loaded].filter((host) => !listed.has(host)),
    notInPolicy: loadedInPages.filter((host) => !loaded.has(host)),
  };
}

describe("the features' hosts", () => {
  it("are each in the pages' policy and on /privacy, every feature switched on", () => {
    for (const config of [everything, siteConfig]) {
      expect(disclosure(config, siteFeatures)).toEqual({ notOnPrivacy: [], notInPolicy: [] });
    }
  });

  it("fail the check when a feature loads a host /privacy does not name", () => {
    const silent: Feature = {
      name: "silent",
      cspSources: () => ({ "script-src": ["https://tracker.example"] }),
    };
    expect(disclosure(siteConfig, [...siteFeatures, silent]).notOnPrivacy).toEqual([
      "tracker.example",
    ]);
  });

  it("fail the check when /privacy names a host the pages' policy does not allow", () => {
    const unallowed: Feature = {
      name: "unallowed",
      thirdParties: () => [{ name: "Map", host: "maps.example", pages: "/", when: "Always" }],
    };
    expect(disclosure(siteConfig, [unallowed]).notInPolicy).toEqual(["maps.example"]);
  });
});

describe("a new feature", () => {
  // A throw-away feature, as a folder's manifest would declare it: a map on /contact, with a
  // setting. Nothing else is edited: it joins the list, and the build's parts follow. (Its setting
  // borrows a key the type knows: a real feature adds its own to SiteConfig beside its schema.)
  const maps: Feature = {
    name: "maps",
    config: {
      key: "analytics",
      optional: true,
      schema: () => z.unknown(),
    },
    cspSources: () => ({ "frame-src": ["https://maps.example"] }),
    thirdParties: () => [
      { name: "Map", host: "maps.example", pages: "/contact", when: "When the page opens" },
    ],
    buildWarnings: () => ["siteConfig.maps: the map is a test's"],
  };
  const features = [...siteFeatures.filter((feature) => feature.name !== "analytics"), maps];

  it("joins the pages' policy, /privacy and the build's warnings from the list alone", async () => {
    expect(pagePolicy(featureSources(siteConfig, features), [])["frame-src"]).toContain(
      "https://maps.example",
    );
    expect(thirdPartiesOf(siteConfig, words, features).at(-1)).toMatchObject({
      host: "maps.example",
    });
    const plugin = privacyPlugin(siteConfig, words, features);
    const load = plugin.load as (id: string) => string;
    expect(load("\0virtual:privacy")).toContain('"host":"maps.example"');
    expect(disclosure(siteConfig, features)).toEqual({ notOnPrivacy: [], notInPolicy: [] });
  });

  it("brings its part of the configuration, checked by its schema", () => {
    const strictMaps: Feature = {
      ...maps,
      config: { key: "analytics", schema: () => z.strictObject({ zoom: z.int() }) },
    };
    const pages = pagePaths(routes);
    expect(() =>
      parseSiteConfig({ ...siteConfig, analytics: { zoom: "far" } }, pages, [strictMaps]),
    ).toThrow(/siteConfig\.analytics\.zoom: /);
  });
});
