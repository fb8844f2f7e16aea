import { describe, expect, test } from "vitest";
import { articleMeta } from "#app/components/content/article-meta.ts";
import { siteConfig } from "#app/config/site.ts";
import { siteMessagesFor } from "#app/i18n/site-messages.ts";
import type { Picture } from "#app/lib/content/images.server.ts";
import type { Photo } from "#app/lib/content/photo.ts";
import { imageObjects } from "./photos-meta.ts";

const config = { ...siteConfig, url: "https://user.github.io/fungi-atlas/" };
const url = "https://user.github.io/fungi-atlas/types/chanterelle";

const picture = (alt: string): Picture => ({
  sources: [],
  src: "/fungi-atlas/images/content/a-800.jpg",
  srcSet: "",
  sizes: "",
  width: 1600,
  height: 1200,
  alt,
});
const photo = (alt: string, fields: Partial<Photo>): Photo => ({
  picture: picture(alt),
  thumbnail: picture(alt),
  full: `/fungi-atlas/images/content/${alt.toLowerCase()}-1600.jpg`,
  ...fields,
});

const photos = [
  photo("Whole", {
    caption: "Golden caps in moss",
    credit: {
      author: "A. Forager",
      licence: "CC BY-SA 4.0",
      deed: "https://creativecommons.org/licenses/by-sa/4.0/",
      source: "https://commons.wikimedia.org/wiki/File:Example.jpg",
    },
  }),
  photo("Lead", {}),
  photo("Habitat", { credit: { author: "The owner", licence: "all rights reserved" } }),
];

describe("imageObjects", () => {
  test("gives each credited photo its file, licence, where to license it and whom to credit", () => {
    expect(imageObjects(url, photos, config)).toEqual([
      {
        "@type": "ImageObject",
        "@id": `${url}#photo-1`,
        contentUrl: "https://user.github.io/fungi-atlas/images/content/whole-1600.jpg",
        width: 1600,
        height: 1200,
        caption: "Golden caps in moss",
        license: "https://creativecommons.org/licenses/by-sa/4.0/",
        acquireLicensePage: "https://commons.wikimedia.org/wiki/File:Example.jpg",
        creditText: "A. Forager",
        creator: { "@type": "Person", name: "A. Forager" },
      },
      // An uncredited lead image has none; the owner's own photo is licensed through /contact.
      {
        "@type": "ImageObject",
        "@id": `${url}#photo-3`,
        contentUrl: "https://user.github.io/fungi-atlas/images/content/habitat-1600.jpg",
        width: 1600,
        height: 1200,
        caption: "Habitat",
        acquireLicensePage: "https://user.github.io/fungi-atlas/contact",
        creditText: "The owner",
        creator: { "@type": "Person", name: "The owner" },
      },
    ]);
  });

  test("join the article's JSON-LD, which names them as its images", () => {
    const tags = articleMeta(
      {
        article: {
          title: "Chanterelle",
          description: "The golden chanterelle.",
          path: "/types/chanterelle",
          published: "2026-10-01",
          shareImagePath: "/og/types/chanterelle.png",
        },
        section: { title: "Types of Mushrooms", path: "/types" },
        photos: imageObjects(url, photos, config),
      },
      config,
      siteMessagesFor(config),
    );
    const data = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
    const [{ "@graph": graph }] = data as [{ "@graph": { "@type": string; image?: unknown }[] }];
    expect(graph.filter((node) => node["@type"] === "ImageObject")).toHaveLength(2);
    expect(graph.find((node) => node["@type"] === "Article")?.image).toEqual([
      expect.stringMatching(/\/og\/types\/chanterelle\.png$/),
      { "@id": `${url}#photo-1` },
      { "@id": `${url}#photo-3` },
    ]);
  });
});
