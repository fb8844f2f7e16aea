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
import { type ComparedFact, comparePair, type FactValue } from "./pair-comparison.ts";

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
  if (fact === "edibility") return <EdibilityBadge edibility={value as Edibility} small />;
  return factText(fact, value);
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
  return (
    <section
      id={pair.id}
      aria-labelledby={`${pair.id}-heading`}
      className="scroll-mt-24 rounded-3xl border border-line bg-paper-deep p-4 sm:p-6"
    >
      <h3 id={`${pair.id}-heading`} className="font-display text-2xl font-semibold text-ink">
        {fill(safetyMessages.pairHeading, names)}
      </h3>
      {pair.notes.map((note) => (
        <p key={note} className="mt-3 text-lg">
          {note}
        </p>
      ))}
      {/* The two side by side, above their columns: a photo each, or the drawing without one. */}
      <div className="mt-4 grid grid-cols-2 gap-3">
        <SpeciesPicture species={{ ...species, commonName: names.species }} />
        <SpeciesPicture species={pair.other} />
      </div>
      {/* Two columns, one per species, and each fact a group of rows headed by its name: it
          reads the same at 320 px as on a desk, with nothing to scroll sideways. */}
      <table className="mt-4 w-full table-fixed border-collapse text-base break-words hyphens-auto">
        <caption className="sr-only">{fill(safetyMessages.pairTable, names)}</caption>
        <thead>
          <tr>
            <th scope="col" className="pe-3 pb-2 text-start align-bottom font-semibold">
              {names.species}
            </th>
            <th scope="col" className="pb-2 text-start align-bottom font-semibold">
              <Link to={pair.other.path} className="text-moss underline underline-offset-4">
                {names.lookalike}
              </Link>
            </th>
          </tr>
        </thead>
        {comparePair(species, pair.other).map(({ fact, values, differs }) => (
          <tbody
            key={fact}
            className={differs ? "border-t-2 border-ink font-semibold" : "border-t border-line"}
          >
            <tr>
              <th
                scope="rowgroup"
                colSpan={2}
                className="pt-2 text-start text-sm font-semibold tracking-wide text-ink-muted uppercase"
              >
                {factLabels[fact]}
                {differs && (
                  <span className="ms-2 rounded-lg border border-ink px-1.5 tracking-normal text-ink normal-case">
                    {safetyMessages.differs}
                  </span>
                )}
              </th>
            </tr>
            <tr>
              {values.map((value, index) => (
                <td key={index} className="pe-3 pt-1 pb-2 align-top last:pe-0">
                  <Value fact={fact} value={value} />
                </td>
              ))}
            </tr>
          </tbody>
        ))}
      </table>
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
      <div className="space-y-6">
        {species.pairs.map((pair) => (
          <Pair key={pair.id} species={species} pair={pair} />
        ))}
      </div>
    </section>
  );
}
