import { describe, expect, it } from "vitest";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { brandLimits } from "#app/checks/core.schema.ts";
import { buildWarnings } from "#app/checks/build-warnings.ts";
import { parseSiteConfig } from "#app/checks/site-config.schema.ts";
import { siteConfig } from "./site.ts";
import { shippedAds, shippedWithAds } from "#tests/fixtures/shipped-ads.ts";

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
    expect(pages).toEqual([
      "/",
      "/about",
      "/types",
      "/culture",
      "/blog",
      "/contact",
      "/privacy",
      "/search",
      // The features' pages, after the core's (app/routes.ts), in the feature list's order.
      "/identify",
      "/poison-centres",
      "/credits",
      "/glossary",
    ]);
  });

  it("rejects an empty brand, naming the field", () => {
    expect(withChange((config) => (config.name = "  "))).toThrow(
      /siteConfig\.name: must not be empty/,
    );
  });

  describe("brand", () => {
    it(`accepts a name of ${brandLimits.name} characters and a shortName of ${brandLimits.shortName}`, () => {
      const parse = withChange((config) => {
        config.name = "Great Lakes Wild Mushroom Identification";
        config.shortName = "Lakes Fungi";
      });
      expect(parse().name).toHaveLength(brandLimits.name);
      expect(parse().shortName).toBe("Lakes Fungi");
    });

    it("rejects a name longer than the header holds, naming the field and the limit", () => {
      expect(withChange((config) => (config.name = "x".repeat(41)))).toThrow(
        /siteConfig\.name: must be at most 40 characters \(it has 41\)/,
      );
    });

    it("rejects a shortName longer than a home screen shows, naming the field", () => {
      expect(withChange((config) => (config.shortName = "Fungi Atlas Co"))).toThrow(
        /siteConfig\.shortName: must be at most 12 characters \(it has 14\)/,
      );
    });

    it("rejects an empty shortName", () => {
      expect(withChange((config) => (config.shortName = " "))).toThrow(
        /siteConfig\.shortName: must not be empty/,
      );
    });
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

  it.each(["https://user.github.io/fungi-atlas/", "https://user.github.io/fungi-atlas"])(
    "accepts a site URL with a path, %s, with or without its trailing slash",
    (url) => {
      const parse = withChange((config) => (config.url = url));
      expect(parse().url).toBe(url);
    },
  );

  it("accepts a site URL with a deeper path", () => {
    expect(
      withChange((config) => (config.url = "https://example.org/sites/fungi-atlas_2.0/")),
    ).not.toThrow();
  });

  it.each([
    [
      "https://user.github.io/fungi-atlas/?lang=en",
      /must not have a query \(\?\.\.\.\) or a fragment/,
    ],
    ["https://user.github.io/fungi-atlas#top", /must not have a query \(\?\.\.\.\) or a fragment/],
    ["https://user.github.io/?", /must not have a query/],
    ["http://localhost:4318/fungi-atlas/#x", /must not have a query/],
    ["https://user.github.io/fungi atlas/", /its path may only hold letters, digits/],
    [
      "https://user.github.io/fungi-atlas/index.html",
      /must be the address of the site.s folder, not of a page/,
    ],
  ])("rejects the site URL %s, naming the field", (url, reason) => {
    const parse = withChange((config) => (config.url = url));
    expect(parse).toThrow(new RegExp(`siteConfig\\.url: ${reason.source}`));
    // One problem, one line: the URL is not also reported as not https or malformed.
    expect(parse).toThrow(/^Invalid site configuration \(app\/config\/site\.ts\):\n {2}- [^\n]+$/);
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

  it("rejects a value of the wrong type, saying in the owner's words what the field takes", () => {
    expect(withChange((config) => (config.name = 42))).toThrow(
      /siteConfig\.name: must be text in quotes, not 42$/m,
    );
    expect(withChange((config) => (config.nav = "/about"))).toThrow(
      /siteConfig\.nav: must be a list in \[ \], not "\/about"$/m,
    );
    expect(withChange((config) => (config.ads.slots["/about"][0].showOnNarrow = "yes"))).toThrow(
      /siteConfig\.ads\.slots\["\/about"\]\[0\]\.showOnNarrow: must be true or false, not "yes"$/m,
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

/** The shipped configuration with `ads` left out, as an owner without an ad network writes it. */
function withoutAds() {
  const { ads: _unset, ...config } = structuredClone(siteConfig);
  return config;
}

describe("a site without ads", () => {
  it("builds, and consent asks nothing where nothing else needs it: no bar, no platform", () => {
    const parsed = parseSiteConfig(withoutAds(), pages);
    expect(parsed.ads).toBeUndefined();
    expect(parsed.consent).toEqual({ mode: "none", regions: "europe" });
    const tcf = {
      ...withoutAds(),
      consent: { mode: "tcf", regions: "europe", cmpScriptUrl: "https://cmp.example.com/cmp.js" },
    };
    expect(parseSiteConfig(tcf, pages).consent).toEqual({ mode: "none", regions: "europe" });
  });

  it("keeps the consent mode set where statistics still need it", () => {
    const analytics = { provider: "goatcounter", endpoint: "https://fungi.goatcounter.com/count" };
    const parsed = parseSiteConfig({ ...withoutAds(), analytics }, pages);
    expect(parsed.consent).toEqual(siteConfig.consent);
  });

  it("names a setting of the wrong type for ads as before: leaving ads out is no licence", () => {
    expect(withChange((config) => (config.ads = {}))).toThrow(/siteConfig\.ads\.slots: /);
  });
});

describe("ad slots", () => {
  const shippedSlots: Record<string, { minHeight: number; showOnNarrow: boolean }[]> =
    shippedAds.slots;

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

/** The shipped configuration with the banner's and the extra slot's tags pasted in. */
const withTags = (
  bannerTag: string,
  extraTag = '<script async src="https://net.example/tag.min.js" data-zone="7"></script>',
) =>
  withChange((config) => {
    delete config.ads.bannerScriptUrl;
    delete config.ads.extraScriptUrl;
    Object.assign(config.ads, { bannerTag, extraTag });
  });

describe("ad tags and the frame origin", () => {
  it.each([
    `<script>atOptions = { key: '{bannerId}', width: 300, height: 250 }</script><script src="https://net.example/{bannerId}/invoke.js"></script>`,
    `<script async src="https://net.example/tag.min.js" data-zone="{bannerId}"></script>`,
    `<div class="net-slot" data-zone="{bannerId}"></div><script async src="https://net.example/loader.js"></script>`,
    `<iframe src="https://net.example/{bannerId}?size=300x250" width="300" height="250"></iframe>`,
  ])("accepts a tag as networks give it: %s", (tag) => {
    expect(withTags(tag, tag.replaceAll("{bannerId}", "7"))).not.toThrow();
  });

  it("rejects a banner tag without {bannerId}, naming the field", () => {
    expect(withTags('<script src="https://net.example/7/invoke.js"></script>')).toThrow(
      /siteConfig\.ads\.bannerTag: must contain \{bannerId\}/,
    );
  });

  it("rejects a tag with no script or frame in it, naming the field", () => {
    expect(withTags("<div>{bannerId}</div>")).toThrow(
      /siteConfig\.ads\.bannerTag: must contain a <script> or an <iframe>/,
    );
    expect(
      withTags('<script src="https://n.example/{bannerId}.js"></script>', "<scripts>"),
    ).toThrow(/siteConfig\.ads\.extraTag: must contain a <script> or an <iframe>/);
  });

  it("rejects a tag with an http: URL in it, naming the field", () => {
    const parse = withTags(
      '<script src="https://net.example/{bannerId}.js"></script><img src="http://net.example/px.gif">',
      '<iframe src="HTTP://net.example/7"></iframe>',
    );
    expect(parse).toThrow(/siteConfig\.ads\.bannerTag: must load everything over https/);
    expect(parse).toThrow(/siteConfig\.ads\.extraTag: must load everything over https/);
  });

  it("takes exactly one of a script URL and a tag, for the banner and for the extra slot", () => {
    const both = withChange((config) => {
      config.ads.bannerTag = '<script src="https://net.example/{bannerId}.js"></script>';
      config.ads.extraTag = '<script src="https://net.example/7.js"></script>';
    });
    expect(both).toThrow(
      /siteConfig\.ads\.bannerTag: set either bannerScriptUrl or bannerTag, not both/,
    );
    expect(both).toThrow(
      /siteConfig\.ads\.extraTag: set either extraScriptUrl or extraTag, not both/,
    );
    const neither = withChange((config) => {
      delete config.ads.bannerScriptUrl;
      delete config.ads.extraScriptUrl;
    });
    expect(neither).toThrow(
      /siteConfig\.ads\.bannerScriptUrl: is missing: set bannerScriptUrl .* or bannerTag/,
    );
    expect(neither).toThrow(
      /siteConfig\.ads\.extraScriptUrl: is missing: set extraScriptUrl .* or extraTag/,
    );
  });

  it("accepts an https frame origin other than the site's", () => {
    expect(
      withChange((config) => (config.ads.frameOrigin = "https://ads.fungi-atlas.example.com")),
    ).not.toThrow();
  });

  it.each([
    ["https://fungi-atlas.example.com", /must be another origin than the site's url/],
    ["https://ads.fungi-atlas.example.com/frames", /must be an origin only, with no path/],
    ["http://ads.fungi-atlas.example.com", /must use https:\/\//],
    ["ads.fungi-atlas.example.com", /must be an absolute https:\/\/ URL/],
  ])("rejects the frame origin %s, naming the field", (frameOrigin, reason) => {
    const parse = withChange((config) => (config.ads.frameOrigin = frameOrigin));
    expect(parse).toThrow(new RegExp(`siteConfig\\.ads\\.frameOrigin: ${reason.source}`));
  });

  it("accepts local preview origins for the site and its frames, with a build warning for each", () => {
    const local = structuredClone(shippedWithAds);
    local.url = "http://localhost:4318";
    local.ads.frameOrigin = "http://127.0.0.1:4318";
    expect(() => parseSiteConfig(local, pages)).not.toThrow();
    expect(buildWarnings(local).filter((line) => line.includes("local preview"))).toEqual([
      expect.stringMatching(/^siteConfig\.url: http:\/\/localhost:4318 is a local preview origin/),
      expect.stringMatching(/^siteConfig\.ads\.frameOrigin: http:\/\/127\.0\.0\.1:4318 is a local/),
    ]);
    expect(withChange((config) => (config.url = "http://fungi.example:4318"))).toThrow(
      /siteConfig\.url: must use https:\/\//,
    );
  });

  it("accepts a local preview URL with a path, with a warning", () => {
    const local = { ...siteConfig, url: "http://localhost:4318/fungi-atlas/" };
    expect(() => parseSiteConfig(local, pages)).not.toThrow();
    expect(buildWarnings(local)).toContainEqual(
      expect.stringMatching(/^siteConfig\.url: http:\/\/localhost:4318\/fungi-atlas\/ is a local/),
    );
  });
});
