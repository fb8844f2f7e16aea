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
    expect(pages).toEqual(["/", "/about", "/types", "/culture", "/blog", "/contact"]);
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

  it("lists every problem at once", () => {
    const parse = withChange((config) => {
      config.name = "";
      config.language = "English";
    });
    expect(parse).toThrow(/siteConfig\.name[\s\S]*siteConfig\.language/);
  });
});
