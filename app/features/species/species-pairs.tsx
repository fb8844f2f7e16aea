import { Link } from "react-router";
import { SpeciesPicture } from "#app/features/photos/species-picture.tsx";
import { fill } from "#app/i18n/format.ts";
import type { SpeciesPair, SpeciesProfile } from "#app/lib/content/species.server.ts";
import type { Edibility } from "#app/lib/content/species.ts";
import safetyMessages from "virtual:messages/safety";
import messages from "virtual:messages/species";
import { EdibilityBadge } from "./edibility-badge.tsx";
import morphologyMessages from "virtual:messages/morphology";
import { factText } from "./morphology-words.ts";
import {
  type ComparedFact,
  type ComparisonRow,
  comparePair,
  type FactValue,
  type Verdict,
} from "./pair-comparison.ts";
import { isHarmful, type PairStage } from "./species-terms.ts";
import pairMessages from "virtual:messages/pairTable";
import { TermLink } from "./term-link.tsx";

/** Each fact's name, as the facts box and the pairs' tables show it. */
export const factLabels: Record<ComparedFact, string> = {
  edibility: messages.edibility,
  hymenium: messages.hymenium,
  hymeniumColour: morphologyMessages.hymeniumColour,
  gillAttachment: morphologyMessages.gillAttachment,
  sporePrint: messages.sporePrint,
  capShape: morphologyMessages.capShape,
  capColour: morphologyMessages.capColour,
  capSize: morphologyMessages.capSize,
  stipe: morphologyMessages.stipe,
  substrate: morphologyMessages.substrate,
  smell: morphologyMessages.smell,
  bruising: morphologyMessages.bruising,
  ecology: messages.ecology,
  habitat: messages.habitat,
  season: messages.season,
};

/** A fact's value as the table shows it: the edibility as its badge, the rest in words. */
function Value({ fact, value }: { fact: ComparedFact; value: FactValue | undefined }) {
  if (value === undefined) {
    return <span className="text-ink-muted italic">{safetyMessages.notRecorded}</span>;
  }
  if (fact === "edibility") {
    // The harmful one's badge; the other's word, which the page's own badge shows already.
    const edibility = value as Edibility;
    if (isHarmful(edibility)) return <EdibilityBadge edibility={edibility} small />;
    return messages[edibility];
  }
  return factText(fact, value);
}

/** The facts of some rows by name, as a list: "Cap shape, Cap colour". */
const labelsOf = (rows: readonly ComparisonRow[]) =>
  rows.map((row) => factLabels[row.fact]).join(", ");

const tableClasses = "mt-4 w-full table-fixed border-collapse text-base break-words hyphens-auto";

/** Each verdict in words, beside the fact's name; none for a row not recorded on one side. */
const verdictWords: Partial<Record<Verdict, string>> = {
  differs: safetyMessages.differs,
  overlaps: pairMessages.overlaps,
  same: pairMessages.same,
};

const hiddenWords: Record<PairStage, string> = {
  egg: pairMessages.hiddenEgg,
  young: pairMessages.hiddenYoung,
};

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
        <th scope="col">{names.species}</th>
        <th scope="col">
          <Link to={path} className="text-moss underline underline-offset-4">
            {names.lookalike}
          </Link>
        </th>
      </tr>
    </thead>
  );
}

/**
 * The rows of a pair's table, a group per fact: "Differs" boxed and bold, "Overlaps" dashed,
 * "Same" plain; a fact hidden at the pair's stage has no verdict here, the line above says so. Styled
 * from the table (tableClasses) by each group's verdict, as each row would repeat the classes.
 */
function Rows({ rows }: { rows: readonly ComparisonRow[] }) {
  return rows.map(({ fact, values, verdict }) => (
    <tbody key={fact} data-verdict={verdict}>
      <tr>
        <th scope="rowgroup" colSpan={2}>
          <TermLink term={fact}>{factLabels[fact]}</TermLink>
          {verdictWords[verdict] && <span>{verdictWords[verdict]}</span>}
        </th>
      </tr>
      <tr>
        {values.map((value, index) => (
          <td key={index}>
            <Value fact={fact} value={value} />
          </td>
        ))}
      </tr>
    </tbody>
  ));
}

interface PairProps {
  species: SpeciesProfile;
  pair: SpeciesPair;
}

/**
 * A lookalike pair: how to tell the two apart, as the pair's notes, then their facts side by
 * side. Nothing here stands under one species' name as if it described that species alone.
 */
function Pair({ species, pair }: PairProps) {
  const names = { species: species.commonNames[0] ?? "", lookalike: pair.other.commonName };
  const rows = comparePair(species, pair.other, pair.stage);
  const first = rows.filter((row) => row.verdict === "differs" || row.fact === "edibility");
  const rest = rows.filter((row) => !first.includes(row));
  const hidden = rows.filter((row) => row.verdict === "hidden");
  const overlapping = rows.filter((row) => row.verdict === "overlaps");
  return (
    <section
      id={pair.id}
      aria-labelledby={`${pair.id}-heading`}
      className="scroll-mt-24 rounded-3xl border border-line bg-paper-deep p-4 sm:p-6"
    >
      <h3
        id={`${pair.id}-heading`}
        className="font-display text-xl font-semibold text-ink sm:text-2xl"
      >
        {fill(safetyMessages.pairHeading, names)}
      </h3>
      {pair.notes.map((note) => (
        <p key={note} className="mt-3 sm:text-lg">
          {note}
        </p>
      ))}
      {/* Two columns, one per species, and each fact a group of rows headed by its name: it
          reads the same at 320 px as on a desk, with nothing to scroll sideways. What tells the
          two apart comes first with its values, then what cannot be seen at the pair's stage and
          what overlaps, by name; every other value waits behind "All N features" (issue 67). */}
      <table className={tableClasses}>
        <caption className="sr-only">{fill(safetyMessages.pairTable, names)}</caption>
        <Heads names={names} path={pair.other.path} />
        <Rows rows={first} />
      </table>
      {pair.stage && hidden.length > 0 && (
        <p className="mt-3 border-t-2 border-ink pt-2 font-semibold text-ink">
          {hiddenWords[pair.stage]} ({labelsOf(hidden)})
        </p>
      )}
      {overlapping.length > 0 && (
        <p className="mt-3 border-t border-dashed border-ink pt-2">
          {fill(pairMessages.overlapList, { features: labelsOf(overlapping) })}
        </p>
      )}
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-moss underline underline-offset-4">
          {fill(pairMessages.allFeatures, { count: rows.length })}
        </summary>
        {/* The two side by side, above their columns: a photo each, or the drawing without
              one; on each species' own page too. */}
        <div className="mt-2 grid grid-cols-2 gap-3">
          <SpeciesPicture species={{ ...species, commonName: names.species }} />
          <SpeciesPicture species={pair.other} />
        </div>
        {rest.length > 0 && (
          <table className={tableClasses}>
            <caption className="sr-only">{fill(safetyMessages.pairTable, names)}</caption>
            <Heads names={names} path={pair.other.path} hidden />
            <Rows rows={rest} />
          </table>
        )}
      </details>
    </section>
  );
}

/** The end of a species page: every lookalike pair it is part of, the most harmful first. */
export function SpeciesPairs({ species }: { species: SpeciesProfile }) {
  if (species.pairs.length === 0) return null;
  return (
    // Other species' names and facts: each is found on its own page.
    <section aria-labelledby="lookalike-pairs" className="mt-12" data-pagefind-ignore>
      <h2 id="lookalike-pairs" className="mb-4 font-display text-3xl font-semibold text-ink">
        {safetyMessages.lookalikes}
      </h2>
      {/* Its tables' rows are styled from here (app.css), once for all of them. */}
      <div className="space-y-6" data-pair-rows>
        {species.pairs.map((pair) => (
          <Pair key={pair.id} species={species} pair={pair} />
        ))}
      </div>
    </section>
  );
}
