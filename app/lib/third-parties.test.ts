import { expect, test } from "vitest";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteConfig } from "#app/config/site.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { siteFeatures } from "#app/features/index.ts";
import { thirdPartiesOf as listedBy } from "./third-parties.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

const words = siteMessages("en");
// As /privacy lists them: every feature's, in the features' order.
const thirdPartiesOf = (config: SiteConfig, _words: unknown) =>
  listedBy(config, words, siteFeatures);
const messages = words.privacy;

test("lists every configured third party with its host and pages", () => {
  expect(
    thirdPartiesOf(siteConfig, messages).map(({ name, host, pages }) => [name, host, pages]),
  ).toEqual([
    [
      "Ad network (banners)",
      "ads.example.org",
      "/, /about, /types, /culture, /blog, /contact, /privacy, /poison-centres, /credits, /glossary, /search, /identify, unknown paths (404)",
    ],
    ["Extra ad tag", "tags.example.net", "Every page"],
    ["Image-board feed", "board.example.com", "/blog"],
    ["Contact form", "forms.example.com", "/contact"],
    ["Contact form script", "forms.example.com", "/contact"],
  ]);
});

test("follows the configuration: another ad host, and the CMP in TCF mode", () => {
  const config: SiteConfig = {
    ...siteConfig,
    ads: { ...shippedAds, bannerScriptUrl: "https://cdn.adnet.example/b.js?z={bannerId}" },
    consent: { mode: "tcf", regions: "everywhere", cmpScriptUrl: "https://cmp.example/cmp.js" },
  };
  const list = thirdPartiesOf(config, messages);
  expect(list[0]?.host).toBe("cdn.adnet.example");
  expect(list[0]?.when).toMatch(/consent platform/);
  expect(list.at(-1)).toMatchObject({
    host: "cmp.example",
    pages: "Every page",
    when: "When the page opens",
  });
});

test("in TCF mode for Europe, the CMP loads only in a European time zone, and says so", () => {
  const config: SiteConfig = {
    ...siteConfig,
    consent: { mode: "tcf", regions: "europe", cmpScriptUrl: "https://cmp.example/cmp.js" },
  };
  expect(thirdPartiesOf(config, messages).at(-1)?.when).toBe(
    "When the page opens, in a European time zone",
  );
});
