import { describe, expect, it } from "vitest";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { parseSiteConfig } from "./site.schema.ts";
import { siteConfig } from "./site.ts";

const pages = pagePaths(routes);

/** The shipped configuration with one change applied, as an owner would edit it. */
function withChange(change: (config: Record<string, any>) => void) {
  const config = structuredClone(siteConfig) as Record<string, any>;
  change(config);
  return () => parseSiteConfig(config, pages);
}

describe("site configuration", () => {
  it("the shipped configuration is valid", () => {
    expect(parseSiteConfig(siteConfig, pages)).toEqual(siteConfig);
  });

  it("knows every page of the route table", () => {
    expect(pages).toEqual(["/", "/about", "/types", "/culture", "/blog", "/contact", "/privacy"]);
  });

  it("rejects an empty brand, naming the field", () => {
    expect(withChange((config) => (config.name = "  "))).toThrow(
      /siteConfig\.name: must not be empty/,
    );
  });

  it("rejects a malformed site URL", () => {
    expect(withChange((config) => (config.url = "fungi atlas dot com"))).toThrow(
      /siteConfig\.url: must be an absolute https:\/\/ URL/,
    );
  });

  it("rejects a site URL that is not https", () => {
    expect(withChange((config) => (config.url = "http://fungi.example.com"))).toThrow(
      /siteConfig\.url: must use https:\/\//,
    );
  });

  it("rejects a nav link to a page that does not exist", () => {
    expect(withChange((config) => (config.nav[2].href = "/recipes"))).toThrow(
      /siteConfig\.nav\[2\]\.href: "\/recipes" is not a page of this site/,
    );
  });

  it("rejects a footer quick link to a page that does not exist", () => {
    expect(withChange((config) => (config.footer.quickLinks[0].href = "/abuot"))).toThrow(
      /siteConfig\.footer\.quickLinks\[0\]\.href: "\/abuot" is not a page of this site/,
    );
  });

  it("rejects a malformed partner link", () => {
    expect(withChange((config) => (config.footer.partners[1].href = "namyco.org"))).toThrow(
      /siteConfig\.footer\.partners\[1\]\.href: must be an absolute https:\/\/ URL/,
    );
  });

  it("rejects an unknown social network", () => {
    expect(withChange((config) => (config.footer.social[0].network = "myspace"))).toThrow(
      /siteConfig\.footer\.social\[0\]\.network/,
    );
  });

  describe("embeds", () => {
    it.each(["blogFeedUrl", "contactFormUrl", "contactFormScriptUrl"])(
      "rejects a %s that is not https, naming the field",
      (field) => {
        const parse = withChange((config) => {
          config.embeds[field] = "http://forms.example.com/widget";
        });
        expect(parse).toThrow(new RegExp(`siteConfig\\.embeds\\.${field}: must use https://`));
      },
    );

    it.each(["blogFeedUrl", "contactFormUrl", "contactFormScriptUrl"])(
      "rejects a %s that is not an absolute URL, naming the field",
      (field) => {
        const parse = withChange((config) => {
          config.embeds[field] = "/widget/form";
        });
        expect(parse).toThrow(
          new RegExp(`siteConfig\\.embeds\\.${field}: must be an absolute https:// URL`),
        );
      },
    );

    it.each(["", "   "])(
      "rejects an empty contact form category (%j), naming the field",
      (value) => {
        expect(withChange((config) => (config.embeds.contactFormCategory = value))).toThrow(
          /siteConfig\.embeds\.contactFormCategory: must not be empty/,
        );
      },
    );
  });

  it("lists every problem at once, broken page links among them", () => {
    const parse = withChange((config) => {
      config.name = "";
      config.language = "English";
      config.nav[0].href = "/recipes";
      config.ads.slots["/recipes"] = [];
    });
    expect(parse).toThrow(
      /siteConfig\.name[\s\S]*siteConfig\.language[\s\S]*siteConfig\.nav\[0\]\.href: "\/recipes" is not a page[\s\S]*siteConfig\.ads\.slots\["\/recipes"\]: "\/recipes" is not a page/,
    );
  });

  it("rejects a misspelled key, naming it and the key it most likely meant", () => {
    const parse = withChange((config) => {
      config.ads.bannerScriptURL = config.ads.bannerScriptUrl;
      delete config.ads.bannerScriptUrl;
    });
    expect(parse).toThrow(
      /siteConfig\.ads: unknown key "bannerScriptURL" \(did you mean "bannerScriptUrl"\?\)/,
    );
    expect(parse).toThrow(/siteConfig\.ads\.bannerScriptUrl: is missing/);
  });

  it("rejects an unknown key anywhere, with a hint only when one is close", () => {
    expect(withChange((config) => (config.footer.social[1].url = "https://x.com/"))).toThrow(
      /siteConfig\.footer\.social\[1\]: unknown key "url"$/m,
    );
    expect(withChange((config) => (config.tagLine = "Fungi"))).toThrow(
      /siteConfig: unknown key "tagLine" \(did you mean "tagline"\?\)/,
    );
    expect(withChange((config) => (config.consnet = { mode: "banner" }))).toThrow(
      /siteConfig: unknown key "consnet"/,
    );
  });
});

describe("ad slots", () => {
  const shippedSlots: Record<string, { minHeight: number; showOnNarrow: boolean }[]> =
    siteConfig.ads.slots;

  it("by default every page, the 404 page too, has a tall slot beside the content on wide screens and fewer slots on narrow ones", () => {
    expect(Object.keys(shippedSlots).toSorted()).toEqual([...pages, "/404"].toSorted());
    for (const [page, slots] of Object.entries(shippedSlots)) {
      const narrow = slots.filter((slot) => slot.showOnNarrow);
      expect(
        slots.some((slot) => slot.minHeight === 600 && !slot.showOnNarrow),
        page,
      ).toBe(true);
      expect(narrow.length, page).toBeGreaterThan(0);
      expect(narrow.length, page).toBeLessThan(slots.length);
    }
  });

  it("rejects a banner id that is not a number", () => {
    expect(withChange((config) => (config.ads.slots["/about"][0].bannerId = "31o101"))).toThrow(
      /siteConfig\.ads\.slots\["\/about"\]\[0\]\.bannerId: must be the ad network's numeric banner id/,
    );
  });

  it("rejects the same banner id twice on one page, but allows it on two pages", () => {
    expect(withChange((config) => (config.ads.slots["/"][2].bannerId = "310001"))).toThrow(
      /siteConfig\.ads\.slots\["\/"\]\[2\]\.bannerId: "310001" is already used by another slot of this page/,
    );
    expect(
      withChange((config) => (config.ads.slots["/about"][0].bannerId = "310001")),
    ).not.toThrow();
  });

  it("rejects a minimum height other than 250 or 600", () => {
    expect(withChange((config) => (config.ads.slots["/blog"][1].minHeight = 300))).toThrow(
      /siteConfig\.ads\.slots\["\/blog"\]\[1\]\.minHeight: must be 250 or 600/,
    );
  });

  it("rejects slots for a page that does not exist", () => {
    expect(withChange((config) => (config.ads.slots["/recipes"] = []))).toThrow(
      /siteConfig\.ads\.slots\["\/recipes"\]: "\/recipes" is not a page of this site/,
    );
  });

  it("rejects a banner script URL without the banner id", () => {
    expect(
      withChange((config) => (config.ads.bannerScriptUrl = "https://ads.example.org/banner.js")),
    ).toThrow(/siteConfig\.ads\.bannerScriptUrl: must contain \{bannerId\}/);
  });

  it("rejects ad scripts that are not loaded over https", () => {
    const parse = withChange((config) => {
      config.ads.bannerScriptUrl = "http://ads.example.org/banner.js?id={bannerId}";
      config.ads.extraScriptUrl = "//tags.example.net/ad-tag.js";
    });
    expect(parse).toThrow(/siteConfig\.ads\.bannerScriptUrl: must use https:\/\//);
    expect(parse).toThrow(/siteConfig\.ads\.extraScriptUrl: must be an absolute https:\/\/ URL/);
  });

  it("rejects an unknown consent mode or region, naming the field", () => {
    const parse = withChange((config) => {
      config.consent.mode = "cookies";
      config.consent.regions = "eu";
    });
    expect(parse).toThrow(/siteConfig\.consent\.mode: must be "none", "banner" or "tcf"/);
    expect(parse).toThrow(/siteConfig\.consent\.regions: must be "europe" or "everywhere"/);
  });

  it("requires the CMP's script in TCF mode, and only there", () => {
    expect(withChange((config) => (config.consent.mode = "tcf"))).toThrow(
      /siteConfig\.consent\.cmpScriptUrl: is required with mode "tcf"/,
    );
    expect(
      withChange((config) => (config.consent.cmpScriptUrl = "https://cmp.example/cmp.js")),
    ).toThrow(/siteConfig\.consent\.cmpScriptUrl: is only used with mode "tcf"/);
    expect(
      withChange((config) => {
        config.consent.mode = "tcf";
        config.consent.cmpScriptUrl = "http://cmp.example/cmp.js";
      }),
    ).toThrow(/siteConfig\.consent\.cmpScriptUrl: must use https:\/\//);
  });
});
