import { dirname, join } from "node:path";
import type { ContentSection } from "./frontmatter.ts";
import { listText, seasonText } from "./season-text.ts";
import { type Edibility, eatenEdibilities, harmfulEdibilities, type Species } from "./species.ts";

/** Another species as a species page names it: in a lookalike card or "Also mistaken for". */
export interface SpeciesLink {
  /** e.g. "/types/jack-o-lantern" */
  path: string;
  commonName: string;
  scientificName: string;
  edibility: Edibility;
  /** How to tell the two apart, as the page listing the lookalike says. */
  note?: string;
}

/** A species as its page shows it, its lookalikes resolved both ways. */
export interface SpeciesProfile extends Omit<Species, "lookalikes"> {
  lookalikes: SpeciesLink[];
  /** Species whose pages list this one as a lookalike, and that it does not list itself. */
  mistakenFor: SpeciesLink[];
  /** For a species people eat: its poisonous and deadly lookalikes, either way round. */
  dangerousLookalikes: SpeciesLink[];
  /** Its season in words, e.g. "July to October". */
  seasonText: string;
  /** Its common names after the first, as a list; "" when it has one. */
  otherNamesText: string;
}

/** A built article that may carry a species block. */
interface SpeciesSource {
  file: string;
  section: ContentSection;
  slug: string;
  species?: Species | undefined;
}

const linkOf = (
  path: string,
  species: Pick<Species, "commonNames" | "scientificName" | "edibility">,
  note?: string,
): SpeciesLink => ({
  path,
  commonName: species.commonNames[0] ?? species.scientificName,
  scientificName: species.scientificName,
  edibility: species.edibility,
  ...(note ? { note } : {}),
});

/**
 * Checks the species blocks of the built articles against each other and resolves their
 * lookalikes, by file. Reports a block outside content/types/, a scientific name used twice,
 * and a lookalike that is missing, a draft, the page itself or not a species.
 */
export function linkSpecies(
  articles: readonly SpeciesSource[],
  report: (file: string, problem: string) => void,
): Map<string, SpeciesProfile> {
  const bySlug = new Map<string, SpeciesSource & { species: Species }>();
  const byName = new Map<string, string>();
  for (const article of articles) {
    const { species } = article;
    if (!species) continue;
    if (article.section !== "types") {
      report(article.file, "species: only articles in content/types/ describe a species");
      continue;
    }
    const name = species.scientificName.toLowerCase();
    const other = byName.get(name);
    if (other) {
      report(
        article.file,
        `species.scientificName: "${species.scientificName}" is already the species of ${other}`,
      );
    } else byName.set(name, article.file);
    bySlug.set(article.slug, { ...article, species });
  }

  const lookalikesOf = new Map<string, SpeciesLink[]>();
  const mistakenFor = new Map<string, SpeciesLink[]>();
  for (const { file, slug, species } of bySlug.values()) {
    const links: SpeciesLink[] = [];
    for (const [index, lookalike] of (species.lookalikes ?? []).entries()) {
      const field = `species.lookalikes.${index}.slug`;
      const target = join(dirname(file), `${lookalike.slug}.md`);
      const other = articles.find((article) => article.file === target);
      if (lookalike.slug === slug) report(file, `${field}: is this page itself`);
      else if (!other) report(file, `${field}: ${target} does not exist, or is a draft`);
      else if (!other.species) report(file, `${field}: ${target} has no species block`);
      else if (other.section === "types") {
        links.push(linkOf(`/types/${lookalike.slug}`, other.species, lookalike.note));
        const reverse = mistakenFor.get(lookalike.slug) ?? [];
        reverse.push(linkOf(`/types/${slug}`, species, lookalike.note));
        mistakenFor.set(lookalike.slug, reverse);
      }
    }
    lookalikesOf.set(slug, links);
  }

  const profiles = new Map<string, SpeciesProfile>();
  for (const { file, slug, species } of bySlug.values()) {
    const { lookalikes: _listed, ...facts } = species;
    const lookalikes = lookalikesOf.get(slug) ?? [];
    const reverse = (mistakenFor.get(slug) ?? []).filter(
      (link) => !lookalikes.some((listed) => listed.path === link.path),
    );
    const dangerousLookalikes = eatenEdibilities.includes(species.edibility)
      ? [...lookalikes, ...reverse].filter((link) => harmfulEdibilities.includes(link.edibility))
      : [];
    profiles.set(file, {
      ...facts,
      lookalikes,
      mistakenFor: reverse,
      dangerousLookalikes,
      seasonText: seasonText(species.season),
      otherNamesText: listText(species.commonNames.slice(1)),
    });
  }
  return profiles;
}

/** A species as the index on /types lists it. */
export interface SpeciesEntry extends Omit<SpeciesLink, "note"> {
  season: number[];
  seasonText: string;
  hymenium?: Species["hymenium"];
}

/** The species of the built articles, for /types, by common name. */
export function speciesIndex(
  articles: readonly { path: string; species?: SpeciesProfile }[],
  language: string,
): SpeciesEntry[] {
  return articles
    .flatMap(({ path, species }) =>
      species
        ? [
            {
              ...linkOf(path, species),
              season: species.season,
              seasonText: species.seasonText,
              ...(species.hymenium ? { hymenium: species.hymenium } : {}),
            },
          ]
        : [],
    )
    .toSorted((a, b) => a.commonName.localeCompare(b.commonName, language));
}
