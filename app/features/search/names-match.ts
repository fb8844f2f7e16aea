import { isHarmful, type Edibility } from "#app/lib/content/species-terms.ts";

/** Where the build writes the names index: loaded with the search, kept in the offline atlas. */
export const namesIndexPath = "/search/names.json";

/** One species in the names index: every name it goes by, and what a result shows of it. */
export interface NamedSpecies {
  /** e.g. "/types/death-cap" */
  path: string;
  /** Its first common name in the site's language. */
  title: string;
  scientificName: string;
  edibility: Edibility;
  /** Its drawing, e.g. "/drawings/death-cap.svg". */
  picture: string;
  /**
   * Its first photo's smallest file (240 px, the listing cards'), under the site's path, where it
   * has one: shown in place of the drawing.
   */
  photo?: string;
  /**
   * Every name, by its language (a BCP 47 tag): common names in every language, the scientific
   * name and its synonyms ("la"), the content's common names first.
   */
  names: Record<string, string[]>;
  /** For an eaten species: the paths of its deadly, poisonous and psychoactive lookalikes. */
  dangerous: string[];
}

/** How a name matched the words: the whole name, or some of its words; exactly, its start, or with a typo. */
export type MatchKind = "exact" | "prefix" | "typo";

export interface NameMatch {
  species: NamedSpecies;
  /** The name that matched, as written in the index. */
  name: string;
  /** Its language, as the index has it, for a page to mark it with. */
  lang: string;
  kind: MatchKind;
}

/** A species' names, each with its language, in the index's order. */
const namesOf = (entry: NamedSpecies) =>
  Object.entries(entry.names).flatMap(([lang, names]) => names.map((name) => ({ name, lang })));

/** Text compared by its letters alone: accents, case and punctuation folded ("Cèpe" is "cepe"). */
export const foldName = (text: string) =>
  text
    .normalize("NFD")
    .replaceAll(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("ß", "ss")
    .replaceAll("ł", "l")
    .replaceAll(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * The typos a query of this many letters may carry: none under 4 letters (too many names lie one
 * letter from a short word), one from 4 to 7, two from 8.
 */
export const allowedTypos = (letters: number) => (letters < 4 ? 0 : letters <= 7 ? 1 : 2);

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`; stops past `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** A name's words written as one: "ink cap" -> "inkcap". */
const joined = (text: string) => text.replaceAll(" ", "");

/** The runs of a name's words as long as the query's: "amanita phalloides" -> "phalloides" for one word. */
function wordRuns(name: string, count: number): string[] {
  const words = name.split(" ");
  if (words.length <= count) return [];
  return Array.from({ length: words.length - count + 1 }, (_, start) =>
    words.slice(start, start + count).join(" "),
  );
}

/**
 * How well one name answers the query, lower first, or undefined: the whole name before a run of
 * its words; exact, then its start, then a typo (fewer edits first).
 */
function score(
  query: string,
  name: string,
  typos: number,
): { rank: number; kind: MatchKind } | undefined {
  const count = query.split(" ").length;
  // Two of a name's words may be typed as one ("inkcap" for "ink cap"), the whole name's too.
  const candidates = [
    { candidate: name, part: 0 },
    { candidate: joined(name), part: 0 },
    ...wordRuns(name, count).map((run) => ({ candidate: run, part: 1 })),
    ...wordRuns(name, count + 1).map((run) => ({ candidate: joined(run), part: 1 })),
  ];
  let best: { rank: number; kind: MatchKind } | undefined;
  for (const { candidate, part } of candidates) {
    let found: { rank: number; kind: MatchKind } | undefined;
    if (candidate === query) found = { rank: part, kind: "exact" };
    else if (candidate.startsWith(query)) found = { rank: 2 + part, kind: "prefix" };
    // The last part of a compound, as German and Dutch write names: "Lorchel" in "Giftlorchel".
    else if (query.length >= 6 && !query.includes(" ") && candidate.endsWith(query)) {
      found = { rank: 3, kind: "prefix" };
    } else if (typos > 0) {
      const distance = editDistance(query, candidate, typos);
      if (distance <= typos) found = { rank: 4 + part * 3 + distance, kind: "typo" };
    }
    if (found && (!best || found.rank < best.rank)) best = found;
  }
  return best;
}

/**
 * The species whose names answer the query, best first: a whole name typed exactly, then the
 * start of one, then a run of a name's words ("Pfifferling" in "Falscher Pfifferling") or a
 * compound's last part ("Lorchel" in "Giftlorchel"), then names within the typos the query's
 * length allows; among equal answers, harmful species first.
 * Each species once, by its best name.
 */
export function matchNames(species: readonly NamedSpecies[], query: string): NameMatch[] {
  const folded = foldName(query);
  if (folded === "") return [];
  const typos = allowedTypos(folded.replaceAll(" ", "").length);
  const matches: (NameMatch & { rank: number; order: number })[] = [];
  for (const [order, entry] of species.entries()) {
    let best: (NameMatch & { rank: number; order: number }) | undefined;
    for (const { name, lang } of namesOf(entry)) {
      const found = score(folded, foldName(name), typos);
      if (found && (!best || found.rank < best.rank)) {
        best = { species: entry, name, lang, kind: found.kind, rank: found.rank, order };
      }
    }
    if (best) matches.push(best);
  }
  // Among names that answer as well, a harmful species first: "Amanita" must not open on the
  // blusher, nor "sulphur" on the chicken of the woods' "sulphur shelf".
  const harmfulFirst = (match: NameMatch) => (isHarmful(match.species.edibility) ? 0 : 1);
  return matches
    .toSorted((a, b) => a.rank - b.rank || harmfulFirst(a) - harmfulFirst(b) || a.order - b.order)
    .map(({ species: matched, name, lang, kind }) => ({ species: matched, name, lang, kind }));
}

/**
 * The species whose names come closest to the query, however far, closest first, each once by
 * its closest name: for "Did you mean …?" and the 404 page's suggestions. A name is as close as
 * its closest run of words ("phaloides" finds "Amanita phalloides").
 */
export function closestNames(
  species: readonly NamedSpecies[],
  query: string,
  count: number,
): NameMatch[] {
  const folded = foldName(query);
  if (folded === "") return [];
  const words = folded.split(" ").length;
  const ranked = species.map((entry) => {
    const names = namesOf(entry);
    // Never empty: every species has its scientific name.
    let best = { ...names[0]!, distance: Number.POSITIVE_INFINITY };
    for (const { name, lang } of names) {
      const foldedName = foldName(name);
      for (const candidate of [foldedName, ...wordRuns(foldedName, words)]) {
        const distance = editDistance(folded, candidate, best.distance);
        if (distance < best.distance) best = { name, lang, distance };
      }
    }
    return {
      species: entry,
      name: best.name,
      lang: best.lang,
      kind: "typo" as const,
      distance: best.distance,
    };
  });
  return ranked
    .toSorted((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(({ distance: _distance, ...match }) => match);
}
