import { type Edibility, edibilities } from "#app/lib/content/species-terms.ts";
import { withBase } from "#app/lib/site-url.ts";

/** The facets the search filters by, as the pages mark them (scripts/pipeline/search-index.ts). */
export const facets = [
  "section",
  "edibility",
  "month",
  "underside",
  "sporePrint",
  "capColour",
] as const;
export type Facet = (typeof facets)[number];

/** The value chosen for each facet; a facet left out, or "", matches every page. */
export type SearchFilters = Partial<Record<Facet, string>>;

/** Each facet's values in the index, with how many pages have each: `{ month: { "7": 4 } }`. */
export type FacetValues = Partial<Record<Facet, Record<string, number>>>;

/** One result, as the search lists it. */
export interface SearchHit {
  /** The page's path in the site, e.g. "/types/chanterelle": its link adds the base path. */
  url: string;
  title: string;
  /** Some of the page's words around the match, the matched words in `<mark>`. */
  excerpt: string;
  section?: string;
  scientificName?: string;
  edibility?: Edibility;
  /** A species' picture: its drawing, e.g. "/drawings/chanterelle.svg". */
  picture?: string;
  /** Its first photo, small, where it has one: shown in place of the drawing. */
  photo?: string;
  /** Found by a name other than its title, e.g. "Pfifferling" (lang "de") for the chanterelle. */
  knownAs?: { name: string; lang: string };
  /** An eaten species found by name: its deadly, poisonous and psychoactive lookalikes. */
  confusedWith?: { url: string; title: string; edibility: Edibility }[];
}

/** What Pagefind's `result.data()` gives (pagefind.app/docs/api). */
export interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

interface Pagefind {
  search(
    term: string | null,
    options: { filters: Record<string, string> },
  ): Promise<{ results: { data: () => Promise<PagefindData> }[] } | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

interface PagefindModule {
  createInstance(options: { noWorker: boolean; baseUrl: string }): Pagefind;
}

let engine: Promise<Pagefind> | undefined;

/**
 * Pagefind, loaded from the site's own files on the first call: its script, then its WebAssembly
 * and the parts of the index each search needs. It runs on the page, not in a worker, which spares
 * a download; results keep the pages' paths (`baseUrl` "/"), as the names index has them.
 */
export function loadSearchEngine(): Promise<Pagefind> {
  engine ??= (
    import(/* @vite-ignore */ withBase("/pagefind/pagefind.js")) as Promise<PagefindModule>
  )
    .then((module) => module.createInstance({ noWorker: true, baseUrl: "/" }))
    .catch((error: unknown) => {
      // A failed download (offline) is tried again on the next search.
      engine = undefined;
      throw error;
    });
  return engine;
}

/** Only the facets with a value chosen, as Pagefind's `filters` option takes them. */
export function chosenFilters(filters: SearchFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
}

const isEdibility = (value: string | undefined): value is Edibility =>
  edibilities.some((edibility) => edibility === value);

/** A result's data as the search lists it. */
export function toHit({ url, excerpt, meta, filters }: PagefindData): SearchHit {
  const hit: SearchHit = { url, title: meta.title ?? url, excerpt };
  const section = filters.section?.[0];
  if (section) hit.section = section;
  if (meta.scientificName) hit.scientificName = meta.scientificName;
  if (isEdibility(meta.edibility)) hit.edibility = meta.edibility;
  if (meta.picture?.startsWith("/drawings/")) hit.picture = meta.picture;
  // The file's path as the build named it, under the site's path (app/lib/content/images.server.ts).
  if (meta.photo && /^(\/[\w.-]+)*\/images\/content\/[\w.-]+$/.test(meta.photo)) {
    hit.photo = meta.photo;
  }
  return hit;
}

/** Text compared by its letters alone: "Jack-o'-Lantern" and "jack o lantern" are alike. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replaceAll(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * The hits with the pages named by the search first: a title or a scientific name that starts
 * with the words ("chanter" finds Chanterelle before False chanterelle, which speaks of
 * chanterelles more often), then one with a word that does, then the others, each group in
 * Pagefind's order.
 */
export function namesFirst(hits: readonly SearchHit[], query: string): SearchHit[] {
  const words = folded(query);
  if (words === "") return [...hits];
  const rank = (hit: SearchHit) => {
    const names = [hit.title, hit.scientificName ?? ""].map(folded);
    if (names.some((name) => name.startsWith(words))) return 0;
    if (names.some((name) => ` ${name}`.includes(` ${words}`))) return 1;
    return 2;
  };
  return hits.toSorted((a, b) => rank(a) - rank(b));
}

/** One run of an excerpt's text, marked where it matched the search. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * An excerpt's HTML as plain text runs: the parser reads the markup and its character references,
 * and only text comes out, so nothing in an indexed page's words can become markup here.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const body = new DOMParser().parseFromString(excerpt, "text/html").body;
  return [...body.childNodes].flatMap((node) => {
    const text = node.textContent ?? "";
    if (node.nodeName !== "MARK") return [{ text, marked: false }];
    // Pagefind marks a whole token, its punctuation with it ("chanterelle,"): only the word is
    // the match.
    const [, before = "", word = "", after = ""] =
      /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(text) ?? [];
    return [
      { text: before, marked: false },
      { text: word, marked: true },
      { text: after, marked: false },
    ].filter((part) => part.text !== "");
  });
}
