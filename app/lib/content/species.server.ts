import { dirname, join } from "node:path";
import { type ComparedFacts, comparedFacts, comparePair } from "./pair-comparison.ts";
import {
  eatenEdibilities,
  harmfulEdibilities,
  isHarmful,
  type PairStage,
} from "./species-terms.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import { formatDay } from "./format-day.ts";
import type { Picture } from "./images.server.ts";
import { drawingPath, linkOf, type SpeciesLink } from "./species-link.ts";
import { otherNames } from "./other-names.ts";
import type { ContentSection } from "./sections.ts";
import { listText, seasonText } from "./season-text.ts";
import type { Species } from "./species.ts";

/**
 * A lookalike pair as one of its two pages shows it: the other species with the facts its table
 * compares, and the notes on how to tell the two apart, from either page or both.
 */
export interface SpeciesPair {
  /** The id of the pair's part of the page: the dangerous-lookalike warning links to it. */
  id: string;
  other: SpeciesLink & ComparedFacts;
  notes: string[];
  /** The stage at which the two are confused, from either page: its table marks what is hidden. */
  stage?: PairStage;
}

/** A species as its page shows it, its lookalike pairs resolved from both sides. */
export interface SpeciesProfile extends Omit<Species, "lookalikes">, ComparedFacts {
  /** Every pair it is part of, listed on its page or on the other's: the most harmful first. */
  pairs: SpeciesPair[];
  /**
   * For a species that is not harmful itself, whatever its label (an inedible one is still picked
   * and eaten): its deadly, poisonous and psychoactive lookalikes, the worst first.
   */
  dangerousLookalikes: (SpeciesLink & { pairId: string })[];
  /** The day its facts were last checked, as the site's language writes it, if recorded. */
  checkedText?: string;
  /** Its common names after the first, as a list; "" when it has one. */
  otherNamesText: string;
  /** Its picture: its drawing from its facts, e.g. "/drawings/chanterelle.svg". */
  picture: string;
  /** Its first photo, small, for lists (its lookalike pairs). */
  photo?: Picture;
}

/** A built article that may carry a species block. */
interface SpeciesSource {
  file: string;
  section: ContentSection;
  slug: string;
  /** The page's title, which its other names must not repeat. */
  fields?: { title: string } | undefined;
  species?: Species | undefined;
  /** Its first photo, small: its picture in lists. */
  thumbnail?: Picture | undefined;
}

type SpeciesArticle = SpeciesSource & { species: Species };

const comparedFactsOf = (species: Species, settings: SiteConfig): ComparedFacts => ({
  ...(Object.fromEntries(
    comparedFacts.flatMap((key) => (species[key] === undefined ? [] : [[key, species[key]]])),
  ) as Omit<ComparedFacts, "seasonText">),
  seasonText: seasonText(species.season, settings),
});

/** A link's place in the order of harm: deadly, poisonous, psychoactive, then the rest. */
const harmRank = (link: SpeciesLink) => {
  const index = harmfulEdibilities.indexOf(link.edibility);
  return index === -1 ? harmfulEdibilities.length : index;
};

/** The most harmful first (deadly, poisonous, psychoactive), then the rest by common name. */
const byDanger = (a: SpeciesLink, b: SpeciesLink) =>
  harmRank(a) - harmRank(b) || a.commonName.localeCompare(b.commonName);

const plain = (text: string) => text.toLowerCase().replaceAll("’", "'");

/** Whether a note names a species: by any of its common names or its scientific name. */
const names = (note: string, species: Species) => {
  return [...species.commonNames, species.scientificName].some((name) =>
    plain(note).includes(plain(name)),
  );
};

const eatenAndHarmful = (x: Species, y: Species) =>
  eatenEdibilities.includes(x.edibility) && isHarmful(y.edibility);

/**
 * Why a pair without a note needs one, or undefined: an eaten and a harmful species, or a table
 * that shows no difference a forager can see at the pair's stage (edibility is what is at stake,
 * not a way to tell the two apart).
 */
function whyNoteNeeded(x: Species, y: Species, stage: PairStage | undefined): string | undefined {
  if (eatenAndHarmful(x, y) || eatenAndHarmful(y, x)) {
    return `are one eaten, one ${(isHarmful(x.edibility) ? x : y).edibility}`;
  }
  const tellsApart = comparePair({ ...x, seasonText: "" }, { ...y, seasonText: "" }, stage).some(
    (row) => row.differs && row.fact !== "edibility",
  );
  return tellsApart ? undefined : "differ in no fact a forager sees in their table";
}

/**
 * Checks the species blocks of the built articles against each other and resolves their
 * lookalike pairs, by file. Reports a block outside content/types/, a scientific name used twice,
 * a lookalike that is missing, a draft, the page itself or not a species, a note that does not
 * name both species, and a pair that no note tells apart where it matters most (an eaten and a
 * harmful species) or where nothing else does (no fact a forager sees differs).
 */
export function linkSpecies(
  articles: readonly SpeciesSource[],
  report: (file: string, problem: string) => void,
  settings: SiteConfig,
): Map<string, SpeciesProfile> {
  const bySlug = new Map<string, SpeciesArticle>();
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

  // Each pair once, by its two slugs in order, with the notes either page wrote.
  const pairs = new Map<
    string,
    {
      members: [SpeciesArticle, SpeciesArticle];
      notes: string[];
      noted: boolean;
      stage?: PairStage;
    }
  >();
  const listedBy = new Map<string, { file: string; field: string }[]>();
  for (const article of bySlug.values()) {
    const { file, slug, species } = article;
    for (const [index, lookalike] of (species.lookalikes ?? []).entries()) {
      const field = `species.lookalikes.${index}`;
      const target = join(dirname(file), `${lookalike.slug}.md`);
      const other = bySlug.get(lookalike.slug);
      if (lookalike.slug === slug) report(file, `${field}.slug: is this page itself`);
      else if (!articles.some((source) => source.file === target)) {
        report(file, `${field}.slug: ${target} does not exist, or is a draft`);
      } else if (!other || other.file !== target) {
        report(file, `${field}.slug: ${target} has no species block`);
      } else {
        const key = [slug, other.slug].toSorted().join(" ");
        const pair = pairs.get(key) ?? { members: [article, other], notes: [], noted: false };
        if (lookalike.note !== undefined) {
          pair.noted = true;
          if (names(lookalike.note, species) && names(lookalike.note, other.species)) {
            pair.notes.push(lookalike.note);
          } else {
            report(
              file,
              `${field}.note: must name both species (e.g. "${species.commonNames[0]}: ... ${other.species.commonNames[0]}: ..."): both pages show it as the pair's note`,
            );
          }
        }
        if (lookalike.stage) pair.stage ??= lookalike.stage;
        pairs.set(key, pair);
        listedBy.set(key, [...(listedBy.get(key) ?? []), { file, field }]);
      }
    }
  }

  const pairsOf = new Map<string, SpeciesPair[]>();
  for (const [key, { members, notes, noted, stage }] of pairs) {
    const [a, b] = members;
    const noteNeeded = noted ? undefined : whyNoteNeeded(a.species, b.species, stage);
    for (const { file, field } of noteNeeded ? (listedBy.get(key) ?? []) : []) {
      const other = file === a.file ? b : a;
      report(
        file,
        `${field}.note: is required: this species and that of ${other.file} ${noteNeeded}, so the pair needs a note on how to tell them apart (on either page)`,
      );
    }
    for (const [self, other] of [members, [b, a] as const]) {
      pairsOf.set(self.slug, [
        ...(pairsOf.get(self.slug) ?? []),
        {
          id: `lookalike-${other.slug}`,
          other: {
            ...linkOf(`/types/${other.slug}`, other.species, other.thumbnail),
            ...comparedFactsOf(other.species, settings),
          },
          notes,
          ...(stage ? { stage } : {}),
        },
      ]);
    }
  }

  const profiles = new Map<string, SpeciesProfile>();
  for (const { file, slug, fields, species, thumbnail } of bySlug.values()) {
    const { lookalikes: _listed, ...facts } = species;
    const speciesPairs = (pairsOf.get(slug) ?? []).toSorted((x, y) => byDanger(x.other, y.other));
    const dangerousLookalikes = !isHarmful(species.edibility)
      ? speciesPairs
          .filter((pair) => isHarmful(pair.other.edibility))
          .map(({ id, other }) => ({
            ...linkOf(other.path, {
              commonNames: [other.commonName],
              scientificName: other.scientificName,
              edibility: other.edibility,
            }),
            pairId: id,
          }))
      : [];
    profiles.set(file, {
      ...facts,
      ...comparedFactsOf(species, settings),
      pairs: speciesPairs,
      dangerousLookalikes,
      ...(species.checked ? { checkedText: formatDay(species.checked, settings.language) } : {}),
      otherNamesText: listText(otherNames(species.commonNames, fields?.title), settings.language),
      picture: drawingPath(`/types/${slug}`),
      ...(thumbnail ? { photo: thumbnail } : {}),
    });
  }
  return profiles;
}
