import { describe, expect, it } from "vitest";
import { buildWarnings } from "./build-warnings.ts";
import { siteConfig } from "#app/config/site.ts";
import { shippedWithAds } from "#tests/fixtures/shipped-ads.ts";

describe("placeholder warnings of the build", () => {
  it("name every setting the shipped configuration leaves on a placeholder, one line each", () => {
    expect(buildWarnings(siteConfig)).toEqual([
      "siteConfig.url is the placeholder https://fungi-atlas.example.com: set the site's own address (canonical URLs, sitemap and share cards use it).",
      "siteConfig.footer.social[0].href is Facebook's home page (https://www.facebook.com/): link your profile there.",
      "siteConfig.footer.social[1].href is Instagram's home page (https://www.instagram.com/): link your profile there.",
      "siteConfig.footer.social[2].href is X's home page (https://x.com/): link your profile there.",
      "siteConfig.ads.bannerScriptUrl is on the placeholder host ads.example.org: set your provider's URL.",
      "siteConfig.ads.extraScriptUrl is on the placeholder host tags.example.net: set your provider's URL.",
      "siteConfig.ads.adsTxt[0] names the placeholder ad system ads.example.org: list your ad networks' lines.",
      "siteConfig.embeds.blogFeedUrl is on the placeholder host board.example.com: set your provider's URL.",
      "siteConfig.embeds.contactFormUrl is on the placeholder host forms.example.com: set your provider's URL.",
      "siteConfig.embeds.contactFormScriptUrl is on the placeholder host forms.example.com: set your provider's URL.",
      "siteConfig.consent.privacyNotice is not set: /privacy shows a placeholder where it says who runs the site, how to reach them and what happens to the messages sent through the contact form.",
    ]);
  });

  it("say nothing once the owner has set them", () => {
    const owned = structuredClone(shippedWithAds);
    owned.url = "https://fungi-atlas.org";
    owned.ads.bannerScriptUrl = "https://cdn.adnet.io/b.js?z={bannerId}";
    owned.ads.extraScriptUrl = "https://tags.adnet.io/t.js";
    owned.ads.adsTxt = ["adnet.io, 4711, DIRECT", "CONTACT=ads@fungi-atlas.org"];
    owned.embeds.blogFeedUrl = "https://board.io/fungi/feed";
    owned.embeds.contactFormUrl = "https://forms.io/f/1";
    owned.embeds.contactFormScriptUrl = "https://forms.io/embed.js";
    owned.footer.social = owned.footer.social.map((profile) => ({
      ...profile,
      href: `${profile.href}fungiatlas`,
    }));
    owned.consent.privacyNotice = ["Fungi Atlas is run by Ana Lis, ana@fungi-atlas.org."];
    owned.safety = { emergency: { name: "Poison Control", phone: "1-800-222-1222" } };
    expect(buildWarnings(owned)).toEqual([]);
  });

  it("do not mistake a real domain that merely contains 'example' for a placeholder", () => {
    const owned = structuredClone(siteConfig);
    owned.url = "https://examples-of-fungi.com";
    expect(buildWarnings(owned).some((line) => line.startsWith("siteConfig.url"))).toBe(false);
  });
});
