import {
  foldName,
  matchNames,
  closestNames,
  type NameMatch,
  type NamedSpecies,
} from "./names-match.ts";
import type { SearchHit } from "./search-engine.ts";

/** The most species listed by name above the full-text results. */
const shownByName = 5;

/** What the names index answers to a query: the species it names, and what to suggest. */
export interface NameAnswer {
  hits: SearchHit[];
  /** The name the first hit was found by, when only with a typo: "Did you mean …?". */
  didYouMean?: NameMatch;
  /** When no name matches: the closest one, however far. */
  closest?: NameMatch;
}

/** A species found by name, as the search lists it, with its dangerous lookalikes when eaten. */
function toNameHit({ species, name, lang }: NameMatch, index: readonly NamedSpecies[]): SearchHit {
  const hit: SearchHit = {
    url: species.path,
    title: species.title,
    excerpt: "",
    scientificName: species.scientificName,
    edibility: species.edibility,
    picture: species.picture,
  };
  if (species.photo) hit.photo = species.photo;
  const shown = [species.title, species.scientificName].map(foldName);
  if (!shown.includes(foldName(name))) hit.knownAs = { name, lang };
  const lookalikes = species.dangerous.flatMap(
    (path) => index.find((entry) => entry.path === path) ?? [],
  );
  if (lookalikes.length > 0) {
    hit.confusedWith = lookalikes.map(({ path, title, edibility }) => ({
      url: path,
      title,
      edibility,
    }));
  }
  return hit;
}

export function answerByName(index: readonly NamedSpecies[], query: string): NameAnswer {
  const matches = matchNames(index, query);
  const hits = matches.slice(0, shownByName).map((match) => toNameHit(match, index));
  const [best] = matches;
  if (best) return best.kind === "typo" ? { hits, didYouMean: best } : { hits };
  const [closest] = closestNames(index, query, 1);
  return closest ? { hits, closest } : { hits };
}

/** The hits found by name first, then the full text's, each page once. */
export function mergeHits(
  byName: readonly SearchHit[],
  fullText: readonly SearchHit[],
): SearchHit[] {
  const named = new Set(byName.map((hit) => hit.url));
  return [...byName, ...fullText.filter((hit) => !named.has(hit.url))];
}
