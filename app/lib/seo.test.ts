import type { MetaDescriptor } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { defaults } from "#app/i18n/catalogues/en/defaults.ts";
import { site } from "#app/i18n/catalogues/en/site.ts";
import { buildMeta, openGraphLocale } from "./seo.ts";

const words = { site, defaults };

/** The content of the first tag whose `key` (name, property, rel...) equals `value`. */
function find(tags: MetaDescriptor[], key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

function structuredData(tags: MetaDescriptor[]) {
  const tag = tags.find((entry) => "script:ld+json" in entry) as
    { "script:ld+json": { "@graph": Array<Record<string, unknown>> } } | undefined;
  return tag?.["script:ld+json"]["@graph"];
}

const about = { title: "About Mushrooms", description: "What fungi are.", path: "/about" };

describe("buildMeta", () => {
  it("puts every URL under the path of a site served under one", () => {
    // What Vite's `base` is in the build of such a site (vite.config.ts).
    vi.stubEnv("BASE_URL", "/fungi-atlas/");
    const config = { ...siteConfig, url: "https://user.github.io/fungi-atlas/" };
    const tags = buildMeta(about, config, words);
    expect(find(tags, "rel", "canonical")?.href).toBe("https://user.github.io/fungi-atlas/about");
    expect(find(tags, "property", "og:url")?.content).toBe(
      "https://user.github.io/fungi-atlas/about",
    );
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://user.github.io/fungi-atlas/og-image.png",
    );
    const home = buildMeta({ path: "/" }, config, words);
    expect(find(home, "rel", "canonical")?.href).toBe("https://user.github.io/fungi-atlas/");
    expect(structuredData(home)?.[1]).toMatchObject({
      url: "https://user.github.io/fungi-atlas/",
      logo: "https://user.github.io/fungi-atlas/icon-512.png",
    });
    vi.unstubAllEnvs();
  });

  it("titles a section page with the page, then the brand", () => {
    const tags = buildMeta(about, siteConfig, words);
    expect(tags).toContainEqual({ title: "About Mushrooms | Fungi Atlas" });
    expect(find(tags, "property", "og:title")?.content).toBe("About Mushrooms | Fungi Atlas");
  });

  it("leads the home page's title with the brand", () => {
    expect(buildMeta({ path: "/" }, siteConfig, words)).toContainEqual({
      title: "Fungi Atlas: Discover the Magic of Mushrooms",
    });
  });

  it("uses the page's description, else the site's", () => {
    expect(find(buildMeta(about, siteConfig, words), "name", "description")?.content).toBe(
      "What fungi are.",
    );
    // The shipped configuration leaves it to the site's words in its language.
    expect(find(buildMeta({ path: "/" }, siteConfig, words), "name", "description")?.content).toBe(
      siteConfig.description ?? defaults.description,
    );
  });

  it("builds the canonical URL and og:url from the configured site URL", () => {
    const config = { ...siteConfig, url: "https://mushrooms.example.org" };
    const tags = buildMeta(about, config, words);
    expect(find(tags, "rel", "canonical")?.href).toBe("https://mushrooms.example.org/about");
    expect(find(tags, "property", "og:url")?.content).toBe("https://mushrooms.example.org/about");
  });

  it("points Open Graph at the 1200x630 share image, by absolute URL, and X's large card at it", () => {
    const tags = buildMeta(about, siteConfig, words);
    const image = "https://fungi-atlas.example.com/og-image.png";
    expect(find(tags, "property", "og:image")?.content).toBe(image);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    // X falls back to og: for the title, description and image: a twitter: copy is bytes for nothing.
    expect(tags.filter((tag) => "name" in tag && String(tag.name).startsWith("twitter:"))).toEqual([
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image:alt", content: "Fungi Atlas: Discover the Magic of Mushrooms" },
    ]);
  });

  it("follows the brand everywhere", () => {
    const tags = buildMeta(about, { ...siteConfig, name: "Mycelium" }, words);
    expect(tags).toContainEqual({ title: "About Mushrooms | Mycelium" });
    expect(find(tags, "property", "og:site_name")?.content).toBe("Mycelium");
    expect(JSON.stringify(structuredData(tags))).toContain('"name":"Mycelium"');
  });

  it("describes the site and its publisher on the home page", () => {
    const graph = structuredData(buildMeta({ path: "/" }, siteConfig, words));
    expect(graph?.map((node) => node["@type"])).toEqual(["WebSite", "Organization"]);
    expect(graph?.[0]).toMatchObject({ name: "Fungi Atlas", inLanguage: "en" });
    expect(graph?.[1]).toMatchObject({ url: "https://fungi-atlas.example.com/" });
  });

  it("declares the search page as the site's search, its words in ?q=", () => {
    const website = structuredData(buildMeta({ path: "/" }, siteConfig, words))?.[0];
    expect(website?.potentialAction).toEqual({
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: "https://fungi-atlas.example.com/search?q={search_term_string}",
      },
      "query-input": "required name=search_term_string",
    });
  });

  it("lists only real social profiles as the organisation's, not placeholder home pages", () => {
    const config = structuredClone(siteConfig);
    config.footer.social[0] = {
      network: "facebook",
      label: "Facebook",
      href: "https://www.facebook.com/fungiatlas",
    };
    const organization = structuredData(buildMeta({ path: "/" }, config, words))?.[1];
    expect(organization?.sameAs).toEqual(["https://www.facebook.com/fungiatlas"]);
  });

  it("leaves sameAs out while every social link is a placeholder", () => {
    const organization = structuredData(buildMeta({ path: "/" }, siteConfig, words))?.[1];
    expect(organization).toBeDefined();
    expect(organization).not.toHaveProperty("sameAs");
  });

  it("gives share cards a locale in en_US form, from the language and the region", () => {
    expect(
      find(buildMeta({ path: "/" }, siteConfig, words), "property", "og:locale")?.content,
    ).toBe("en_US");
    expect(openGraphLocale({ language: "en-GB", region: "US" })).toBe("en_GB");
    expect(openGraphLocale({ language: "de", region: "AT" })).toBe("de_AT");
  });

  it("places a section page under the home page with a breadcrumb trail", () => {
    const graph = structuredData(buildMeta(about, siteConfig, words));
    expect(graph?.[0]).toMatchObject({
      "@type": "WebPage",
      url: "https://fungi-atlas.example.com/about",
      name: "About Mushrooms",
    });
    expect(graph?.[1]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Fungi Atlas", item: "https://fungi-atlas.example.com/" },
        { position: 2, name: "About Mushrooms", item: "https://fungi-atlas.example.com/about" },
      ],
    });
  });

  it("keeps a page that must not be indexed out of search: noindex, no canonical URL", () => {
    const tags = buildMeta(
      { title: "Page not found", path: "/404", noindex: true },
      siteConfig,
      words,
    );
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(structuredData(tags)).toBeUndefined();
  });
});
