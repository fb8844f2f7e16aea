import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { type ContentIndex } from "./content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";

// Every name the atlas gives a species outside English, and every scientific synonym, is backed by
// two independent pages: content/name-sources.json maps species slug -> language (or "synonyms")
// -> name -> the addresses of the two pages that give that name for that species.

type NameSources = Record<string, Record<string, Record<string, string[]>>>;

/** The lists whose names need sources: the catalogue languages other than English, and synonyms. */
const lists = ["de", "fr", "es", "it", "nl", "pl", "pt", "synonyms"] as const;

const sources = JSON.parse(readFileSync("content/name-sources.json", "utf8")) as NameSources;

let atlas: ContentIndex;
beforeAll(async () => {
  atlas = await loadContent({ includeDrafts: false });
});

const speciesPages = () => atlas.articles.filter((article) => article.species);

/** The site a page is on, without "www.", so two pages of one site count once. */
const site = (address: string) => new URL(address).hostname.replace(/^www\./, "");

/** Wikipedia in any language, and its copies, are one source however many pages there are. */
const isWikipedia = (address: string) => site(address).endsWith("wikipedia.org");

describe("the sources of the names of the shipped atlas", () => {
  test("every name outside English, and every synonym, has two https pages on different sites", () => {
    const unsourced = speciesPages().flatMap(({ slug, species }) =>
      lists.flatMap((list) =>
        (species?.names?.[list] ?? []).flatMap((name) => {
          const pages = sources[slug]?.[list]?.[name] ?? [];
          const secure = pages.filter((address) => address.startsWith("https://"));
          const sites = new Set(secure.map(site));
          const wikipedia = secure.filter(isWikipedia).length;
          const independent = sites.size - Math.max(0, wikipedia - 1);
          return independent >= 2 ? [] : [`${slug}: ${list}: ${name}`];
        }),
      ),
    );
    expect(unsourced).toEqual([]);
  });

  test("every sourced name is still a name of its species, so no source outlives its name", () => {
    const names = new Map(
      speciesPages().map(({ slug, species }) => [slug, species?.names ?? {}] as const),
    );
    const stale = Object.entries(sources).flatMap(([slug, byList]) =>
      Object.entries(byList).flatMap(([list, byName]) =>
        Object.keys(byName)
          .filter((name) => {
            const given = names.get(slug)?.[list as (typeof lists)[number]];
            return !(lists as readonly string[]).includes(list) || !given?.includes(name);
          })
          .map((name) => `${slug}: ${list}: ${name}`),
      ),
    );
    expect(stale).toEqual([]);
  });
});
