import { SpeciesDrawing } from "#app/features/drawings/species-drawing-image.tsx";
import { EdibilityBadge } from "#app/features/species/edibility-badge.tsx";
import { countText } from "#app/i18n/count-text.ts";
import { fill } from "#app/i18n/format.ts";
import { plural } from "#app/i18n/plural.ts";
import { useWords } from "#app/i18n/words.ts";
import { withBase } from "#app/lib/site-url.ts";
import type { KeyCharacter, KeyMatch, KeySpecies, NextCharacter } from "./key.ts";
import { keyCharacters } from "./key.ts";
import { characterLabels, valueLabel } from "./key-words.ts";
import { resultsId } from "./key-locations.ts";
import { separated } from "#app/i18n/separated.ts";

/** A species of the key, with where its page and its picture are. */
export type KeyEntry = KeySpecies & { path: string; picture: string };

const characters = (Object.keys(keyCharacters) as KeyCharacter[]).filter(
  (character) => character !== "month" && character !== "capSize",
);

/** A species' recorded features in words, for comparing by eye. */
function Features({ species }: { species: KeyEntry }) {
  const words = useWords();
  const labels = characterLabels(words);
  const rows = characters.flatMap((character) => {
    const value = species[character];
    if (value === undefined) return [];
    const values = (Array.isArray(value) ? value : [value]) as string[];
    return [
      [character, separated(values.map((one) => valueLabel(character, one, words)))] as const,
    ];
  });
  return (
    // A line per feature, its name in bold, wrapping as narrow a cell as a phone leaves: styled
    // from the table (KeyTable), as each row would repeat the classes.
    <dl>
      {rows.map(([character, text]) => (
        <div key={character}>
          <dt>{labels[character]}</dt> <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

function SpeciesName({ species }: { species: KeyEntry }) {
  return (
    <span className="flex items-start gap-3">
      <SpeciesDrawing src={species.picture} name={species.name} small />
      <span className="min-w-0 space-y-1">
        <a
          href={withBase(species.path)}
          className="block font-semibold text-moss underline underline-offset-4"
        >
          {species.name}
        </a>
        <span lang="la" className="block text-sm italic">
          {species.scientificName}
        </span>
        <EdibilityBadge edibility={species.edibility} small />
      </span>
    </span>
  );
}

/**
 * The id of the danger list's heading: the live summary jumps there first while it lists any.
 * Here, not with the results' id (key-locations.ts), which the page loads before a tick.
 */
export const dangerHeadingId = "dangerous-matches";

/**
 * The deadly, poisonous and psychoactive species that match all the choices but one at most, or
 * differ only where a visitor may misjudge (key.ts): before all else.
 */
export function DangerousMatches({ matches }: { matches: readonly KeyMatch[] }) {
  const { identify: messages } = useWords();
  if (matches.length === 0) return null;
  return (
    <section
      aria-labelledby={dangerHeadingId}
      className="rounded-3xl border-4 border-danger bg-paper-deep p-5 text-ink"
    >
      <h2 id={dangerHeadingId} className="font-display text-2xl font-semibold">
        {messages.dangerHeading}
      </h2>
      <p className="mt-2">{messages.dangerText}</p>
      <ul className="mt-3 space-y-3">
        {matches.map(({ species }) => (
          <li key={species.slug}>
            <SpeciesName species={species as KeyEntry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface CheckNextProps {
  next: NextCharacter | undefined;
  onChoose: (character: KeyCharacter, value: string) => void;
}

/** The character whose answer splits the remaining species most evenly, its values one tap away. */
export function CheckNext({ next, onChoose }: CheckNextProps) {
  const words = useWords();
  const { identify: messages } = words;
  if (!next) return null;
  return (
    <section aria-labelledby="check-next" className="rounded-3xl border border-line p-5">
      <h2 id="check-next" className="font-display text-xl font-semibold text-ink">
        {fill(messages.checkNext, { feature: characterLabels(words)[next.character] })}
      </h2>
      <p className="mt-1 text-base">{messages.checkNextText}</p>
      <p className="mt-3 flex flex-wrap gap-2">
        {next.values.map(({ value }) => (
          <button
            key={value}
            type="button"
            onClick={() => onChoose(next.character, value)}
            className="min-h-11 rounded-full border-2 border-moss px-4 font-semibold text-moss hover:bg-paper-deep"
          >
            {valueLabel(next.character, value, words)}
          </button>
        ))}
      </p>
    </section>
  );
}

interface KeyRowsProps {
  matches: readonly KeyMatch[];
  /** Whether the visitor has chosen anything: the matches are counted only then. */
  chosen: boolean;
}

/** The table's rows: each species with how it compares with the choices, and its features. */
export function KeyRows({ matches, chosen }: KeyRowsProps) {
  const words = useWords();
  const { identify: messages } = words;
  const labels = characterLabels(words);
  return matches.map(({ species, matched, considered, contradicted }) => (
    <tr key={species.slug}>
      <th scope="row">
        <SpeciesName species={species as KeyEntry} />
        {chosen && (
          <span className="mt-2 block text-sm font-semibold text-ink">
            {considered === 0
              ? messages.nothingRecorded
              : fill(messages.matched, { matched, considered })}
          </span>
        )}
        {contradicted.length > 0 && (
          <span className="mt-1 block text-sm">
            {fill(messages.disagrees, {
              features: separated(contradicted.map((character) => labels[character])),
            })}
          </span>
        )}
      </th>
      <td>
        <Features species={species as KeyEntry} />
      </td>
    </tr>
  ));
}

interface KeyTableProps extends KeyRowsProps {
  /** How many species the caption counts. */
  total: number;
  /** With choices made: how many species agree with every one, which the caption counts. */
  matching?: number | undefined;
  /** The page's language, for the counts. */
  language: string;
}

/** The species, ranked against the choices (by name before any), with their features to compare. */
export function KeyTable({ total, matching, language, ...rows }: KeyTableProps) {
  const { identify: messages, findKey: keyMessages } = useWords();
  const count = (n: number) => countText(n, language);
  return (
    // Out of the site's search: the species' own pages are what a search should find. Its rows
    // are styled from here, as a page of them would repeat each one's classes. Below 640 px each
    // row is a card: the species, then its features under it, never two columns side by side.
    <table
      id={resultsId}
      className="w-full table-fixed border-collapse text-base break-words [&_dd]:inline [&_dl]:space-y-1 [&_dl]:text-sm [&_dt]:inline [&_dt]:font-semibold [&_dt]:text-ink [&_tbody_td]:py-3 max-sm:[&_tbody_td]:block max-sm:[&_tbody_td]:pt-0 [&_tbody_th]:py-3 [&_tbody_th]:pe-3 [&_tbody_th]:text-start [&_tbody_th]:font-normal max-sm:[&_tbody_th]:block [&_tbody_tr]:border-b [&_tbody_tr]:border-line [&_tbody_tr]:align-top max-sm:[&_tbody_tr]:block max-sm:[&_thead]:sr-only"
      data-pagefind-ignore="all"
    >
      <caption className="mb-2 text-start font-semibold text-ink">
        {matching === undefined
          ? plural(messages.results, total, language, count(total))
          : fill(keyMessages.matching, { count: count(matching), total: count(total) })}
      </caption>
      <thead>
        <tr className="border-b border-line text-start text-ink">
          <th scope="col" className="w-1/2 pb-2 text-start">
            {messages.species}
          </th>
          <th scope="col" className="pb-2 text-start">
            {messages.characters}
          </th>
        </tr>
      </thead>
      <tbody>
        <KeyRows {...rows} />
      </tbody>
    </table>
  );
}
