import { Link } from "react-router";
import { SpeciesDrawing } from "#app/features/drawings/species-drawing-image.tsx";
import { fill } from "#app/i18n/format.ts";
import type { SpeciesPair, SpeciesProfile } from "#app/lib/content/species.server.ts";
import type { Edibility } from "#app/lib/content/species.ts";
import { useWords } from "#app/i18n/words.ts";
import { EdibilityBadge } from "./edibility-badge.tsx";
import { factLabels } from "./fact-labels.ts";
import { FactText } from "./fact-text.tsx";
import { ContentText, contentAttributes, fillWithContent } from "#app/ui/content-text.tsx";
import {
  type ComparedFact,
  type ComparisonRow,
  comparePair,
  type FactValue,
  type Verdict,
} from "#app/lib/content/pair-comparison.ts";
import { isHarmful, type PairStage } from "#app/lib/content/species-terms.ts";
import { TermLink } from "./term-link.tsx";
import { separated } from "#app/i18n/separated.ts";

/** A fact's value as the table shows it: the edibility as its badge, the rest in words. */
function Value({ fact, value }: { fact: ComparedFact; value: FactValue | undefined }) {
  const words = useWords();
  const { safety: safetyMessages, species: messages } = words;
  if (value === undefined) {
    return <span className="text-ink-muted italic">{safetyMessages.notRecorded}</span>;
  }
  if (fact === "edibility") {
    // The harmful one's badge; the other's word, which the page's own badge shows already.
    const edibility = value as Edibility;
    if (isHarmful(edibility)) return <EdibilityBadge edibility={edibility} small />;
    return messages[edibility];
  }
  return <FactText fact={fact} value={value} />;
}

/** The facts of some rows by name, as a list: "Cap shape, Cap colour". */
const labelsOf = (rows: readonly ComparisonRow[], labels: Record<ComparedFact, string>) =>
  separated(rows.map((row) => labels[row.fact]));

/** The verdicts the rows are styled by (app.css): only they carry theirs, at a hundred rows a page. */
const styledVerdicts = new Set<Verdict>(["differs", "overlaps"]);

interface HeadsProps {
  names: { species: string; lookalike: string };
  path: string;
  /** For the table behind "All N features": its columns named for screen readers only. */
  hidden?: boolean;
}

function Heads({ names, path, hidden }: HeadsProps) {
  return (
    <thead className={hidden ? "sr-only" : undefined}>
      <tr>
        <th scope="col">
          <ContentText>{names.species}</ContentText>
        </th>
        <th scope="col">
          {hidden ? (
            <ContentText>{names.lookalike}</ContentText>
          ) : (
            <Link to={path}>
              <ContentText>{names.lookalike}</ContentText>
            </Link>
          )}
        </th>
      </tr>
    </thead>
  );
}

/**
 * The rows of a pair's table, a group per fact: "Differs" boxed and bold, "Overlaps" dashed,
 * "Same" plain; a fact hidden at the pair's stage has no verdict here, the line above says so. Styled
 * from the pairs' list (app.css) by each group's verdict, as each row would repeat the classes. A
 * value the two share is written once across both columns, not twice ("Gills / Gills", issue 67),
 * but for the edibility, whose badge says whose it is by the column it stands in.
 */
function Rows({ rows }: { rows: readonly ComparisonRow[] }) {
  const words = useWords();
  const { safety: safetyMessages, pairTable: pairMessages } = words;
  const labels = factLabels(words);
  // Each verdict in words, beside the fact's name; none for a row not recorded on one side.
  const verdictWords: Partial<Record<Verdict, string>> = {
    differs: safetyMessages.differs,
    overlaps: pairMessages.overlaps,
    same: pairMessages.same,
  };
  return rows.map(({ fact, values, verdict }) => (
    <tbody key={fact} data-verdict={styledVerdicts.has(verdict) ? verdict : undefined}>
      <tr>
        <th scope="rowgroup" colSpan={2}>
          <TermLink term={fact}>{labels[fact]}</TermLink>
          {/* A space, so that a screen reader does not run the two words into one; a line does
              not break at it, as it did not without. */}
          {verdictWords[verdict] && (
            <>
              {"\u00a0"}
              <span>{verdictWords[verdict]}</span>
            </>
          )}
        </th>
      </tr>
      <tr>
        {/* The edibility's name is for screen readers only (app.css): to the eye, one badge
            across both columns would stand under the first name alone. Each species keeps its own. */}
        {verdict === "same" && fact !== "edibility" ? (
          <td colSpan={2}>
            <Value fact={fact} value={values[0]} />
          </td>
        ) : (
          values.map((value, index) => (
            <td key={index}>
              <Value fact={fact} value={value} />
            </td>
          ))
        )}
      </tr>
    </tbody>
  ));
}

interface PairProps {
  species: SpeciesProfile;
  pair: SpeciesPair;
  /**
   * A pair after the page's first, or a first of one edibility: its notes wait behind its
   * disclosure (issue 67).
   */
  compact: boolean;
}

/**
 * A lookalike pair: how to tell the two apart, as the pair's notes, then their facts side by
 * side. Nothing here stands under one species' name as if it described that species alone. The
 * edibility, every fact that differs and what the pair's stage hides are always in view; the
 * other facts and the lookalike's picture wait behind a disclosure, and so do the notes and the
 * overlaps of a compact pair (`SpeciesPairs` says which).
 */
function Pair({ species, pair, compact }: PairProps) {
  const words = useWords();
  const { safety: safetyMessages, pairTable: pairMessages, compactPage: compactMessages } = words;
  const labels = factLabels(words);
  const hiddenWords: Record<PairStage, string> = {
    egg: pairMessages.hiddenEgg,
    young: pairMessages.hiddenYoung,
  };
  const names = { species: species.commonNames[0] ?? "", lookalike: pair.other.commonName };
  const rows = comparePair(species, pair.other, pair.stage);
  const first = rows.filter((row) => row.verdict === "differs" || row.fact === "edibility");
  const rest = rows.filter((row) => !first.includes(row));
  const hidden = rows.filter((row) => row.verdict === "hidden");
  const overlapping = rows.filter((row) => row.verdict === "overlaps");
  const notes = pair.notes.map((note) => (
    <p key={note} className="mt-3 sm:text-lg" {...contentAttributes}>
      {note}
    </p>
  ));
  const overlaps = overlapping.length > 0 && (
    <p className="mt-3 border-t border-dashed border-ink pt-2">
      {fill(pairMessages.overlapList, { features: labelsOf(overlapping, labels) })}
    </p>
  );
  return (
    <section id={pair.id} aria-labelledby={`${pair.id}-heading`}>
      <h3 id={`${pair.id}-heading`}>{fillWithContent(safetyMessages.pairHeading, names)}</h3>
      {!compact && notes}
      {/* Two columns, one per species, and each fact a group of rows headed by its name: it
          reads the same at 320 px as on a desk, with nothing to scroll sideways. */}
      <table>
        <caption className="sr-only">{fillWithContent(safetyMessages.pairTable, names)}</caption>
        <Heads names={names} path={pair.other.path} />
        <Rows rows={first} />
      </table>
      {pair.stage && hidden.length > 0 && (
        <p className="mt-3 border-t-2 border-ink pt-2 font-semibold text-ink">
          {hiddenWords[pair.stage]} ({labelsOf(hidden, labels)})
        </p>
      )}
      {!compact && overlaps}
      <details className="mt-3">
        <summary>
          {fill(compact ? compactMessages.notesAndFeatures : pairMessages.allFeatures, {
            count: rows.length,
          })}
        </summary>
        {compact && notes}
        {compact && overlaps}
        {/* The lookalike's drawing, one a card: the page's own species is pictured in its facts
            above, and a photo each would weigh more than the pair's words. */}
        <SpeciesDrawing
          src={pair.other.picture}
          name={pair.other.commonName}
          small
          className="mt-3"
        />
        {rest.length > 0 && (
          <table>
            <caption className="sr-only">
              {fillWithContent(safetyMessages.pairTable, names)}
            </caption>
            <Heads names={names} path={pair.other.path} hidden />
            <Rows rows={rest} />
          </table>
        )}
      </details>
    </section>
  );
}

/**
 * The pairs shown whole, notes and overlaps in view: the most harmful, which comes first, unless
 * the two have the same edibility (two deadly species): which of them it is changes nothing.
 */
const fullPairs = 1;

/** The end of a species page: every lookalike pair it is part of, the most harmful first. */
export function SpeciesPairs({ species }: { species: SpeciesProfile }) {
  const { safety: safetyMessages } = useWords();
  if (species.pairs.length === 0) return null;
  return (
    // Other species' names and facts: each is found on its own page.
    <section aria-labelledby="lookalike-pairs" className="mt-10 sm:mt-12" data-pagefind-ignore>
      <h2 id="lookalike-pairs" className="mb-4 font-display text-3xl font-semibold text-ink">
        {safetyMessages.lookalikes}
      </h2>
      {/* Its cards, tables and rows are styled from here (app.css), once for all of them. */}
      <div className="pair-cards space-y-3 sm:space-y-6">
        {species.pairs.map((pair, index) => (
          <Pair
            key={pair.id}
            species={species}
            pair={pair}
            compact={index >= fullPairs || pair.other.edibility === species.edibility}
          />
        ))}
      </div>
    </section>
  );
}
