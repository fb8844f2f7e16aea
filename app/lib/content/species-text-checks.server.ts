import { comparePair, type ComparedFact } from "./pair-comparison.ts";
import { namedMonths, namedRuns } from "./season-mentions.ts";
import type { Species } from "./species.ts";

// The build's checks of a species' text against its own facts: what a reader would see as a
// contradiction between the prose and the table beside it. Each rule is narrow on purpose, so
// that it never fires on a sentence that is right.

/** A species article as these checks read it: its Markdown body and its species block. */
interface SpeciesText {
  file: string;
  slug: string;
  body: string;
  species: Species;
}

type Report = (file: string, problem: string) => void;

/** The part of a body under a "## <heading>" line, up to the next such heading. */
function part(body: string, heading: RegExp): string {
  const sections = body.split(/^## /m).slice(1);
  return sections.find((section) => heading.test(section.split("\n")[0] ?? "")) ?? "";
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** Words that say a species is mistaken for another. */
const confusionWords =
  /\b(mistak\w*|confus\w*|lookalikes?|look-alikes?|resembl\w*|pass(?:es)? for|mix(?:ed)? up)\b/i;

/** Words that say two species are not mistaken for each other. */
const notConfused = /\b(hard to mistake|look nothing alike|easy to tell apart|never confused)\b/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A species' name as the checks find it in a text, lower case, with the species it names. */
interface SpeciesName {
  name: string;
  slug: string;
  /** The name as a word of its own, or its plural. */
  pattern: RegExp;
}

/**
 * Every name of the atlas's species, common and scientific, the longest first: made once for all
 * the texts, as each is searched for all of them.
 */
function speciesNames(all: readonly SpeciesText[]): SpeciesName[] {
  return all
    .flatMap((other) =>
      [...other.species.commonNames, other.species.scientificName].map((name) => ({
        name: name.toLowerCase(),
        slug: other.slug,
      })),
    )
    .toSorted((a, b) => b.name.length - a.name.length)
    .map(({ name, slug }) => ({
      name,
      slug,
      pattern: new RegExp(`(?<![\\w-])${escape(name)}s?(?![\\w-])`, "g"),
    }));
}

/**
 * The other species of the atlas that a text names as confusions: those its "Lookalikes" part
 * links to or names, and those named in any sentence that speaks of mistaking or confusing.
 */
function namedConfusions(article: SpeciesText, names: readonly SpeciesName[]): Set<string> {
  const text = [
    ...sentences(part(article.body, /^lookalikes/i)),
    ...sentences(article.body).filter((sentence) => confusionWords.test(sentence)),
  ]
    .filter((sentence) => !notConfused.test(sentence))
    .join("\n");
  const named = new Set<string>();
  for (const [, slug] of text.matchAll(/\(\/types\/([a-z0-9-]+)\)/g)) if (slug) named.add(slug);
  // Names without links, the longest first, each matched text used once ("false morel" is not
  // also a "morel"), in the sentences that speak of confusion: elsewhere a common name can be
  // part of another's ("sinuous chanterelle").
  let rest = text
    .split("\n")
    .filter((sentence) => confusionWords.test(sentence))
    .join("\n")
    .replace(/\[[^\]]*\]\([^)]*\)/g, " ")
    .toLowerCase();
  for (const { name, slug, pattern } of names) {
    // Most names are not in the text at all: a plain search first, the word's bounds after it.
    if (!rest.includes(name)) continue;
    const without = rest.replace(pattern, " ");
    if (without !== rest) {
      named.add(slug);
      rest = without;
    }
  }
  named.delete(article.slug);
  return named;
}

/**
 * The facts a note may not call shared ("both ...") when the table says they differ: those of
 * closed lists only. Free text (smell, bruising) differs in the table whenever its words do, so
 * "both smell mealy" beside "mealy" and "mealy, of flour" is no contradiction.
 */
const sharedWords: Partial<Record<ComparedFact, RegExp>> = {
  sporePrint: /\bspores?\b|spore print/i,
  stipe: /\bring\b|\bvolva\b|\bcobweb\b|\bcortina\b/i,
  hymenium: /\b(gills|pores|teeth|spines|ridges)\b/i,
};

/**
 * Checks each species' text against its facts and reports, by file: another atlas species the
 * text names as a confusion that is no pair of it; a run of months in its "Where and when" part
 * outside its season; a month of its season more than a month from any the part names (by name,
 * run or season's words), when it names any; and a pair note that calls a fact shared ("both") that the pair's table marks Differs.
 */
export function checkSpeciesTexts(articles: readonly SpeciesText[], report: Report): void {
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const paired = (a: string, b: string) =>
    [bySlug.get(a)?.species.lookalikes, bySlug.get(b)?.species.lookalikes].some((list, index) =>
      (list ?? []).some((lookalike) => lookalike.slug === (index === 0 ? b : a)),
    );

  const names = speciesNames(articles);
  for (const article of articles) {
    const { file, slug, species, body } = article;
    for (const other of namedConfusions(article, names)) {
      if (bySlug.has(other) && !paired(slug, other)) {
        report(
          file,
          `species.lookalikes: the text names ${other} as a confusion, but the two are no pair: add { slug: ${other}, note } to either page`,
        );
      }
    }

    const when = part(body, /^where and when/i);
    for (const run of namedRuns(when)) {
      const missing = run.months.filter((month) => !species.season.includes(month));
      if (missing.length > 0) {
        report(
          file,
          `species.season: the text says "${run.words}", but the season lacks month ${missing.join(", ")}`,
        );
      }
    }
    const named = namedMonths(when);
    if (named.size > 0) {
      // A month of the season more than a month away from every month the text names.
      const near = new Set(
        [...named].flatMap((month) => [month, (month % 12) + 1, ((month + 10) % 12) + 1]),
      );
      const unnamed = species.season.filter((month) => !near.has(month));
      if (unnamed.length > 0) {
        report(
          file,
          `species.season: has month ${unnamed.join(", ")}, which the text's "Where and when" never comes near`,
        );
      }
    }

    for (const [index, lookalike] of (species.lookalikes ?? []).entries()) {
      const other = bySlug.get(lookalike.slug);
      if (!other || lookalike.note === undefined) continue;
      const differing = comparePair(
        { ...species, seasonText: "" },
        { ...other.species, seasonText: "" },
      ).filter((row) => row.differs);
      for (const sentence of sentences(lookalike.note).filter((s) => /\bboth\b/i.test(s))) {
        for (const row of differing) {
          const words = sharedWords[row.fact];
          if (words?.test(sentence)) {
            report(
              file,
              `species.lookalikes.${index}.note: says "${sentence}", but the pair's table marks ${row.fact} as differing: fix the note or the facts`,
            );
          }
        }
      }
    }
  }
}
