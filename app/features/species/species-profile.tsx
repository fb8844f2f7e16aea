import { Link } from "react-router";
import { LabelledDrawing } from "#app/features/drawings/labelled-drawing.tsx";
import { drawingFactsOf } from "#app/features/drawings/fruit-body.ts";
import { fill } from "#app/i18n/format.ts";
import type { SpeciesProfile } from "#app/lib/content/species.server.ts";
import { useWords } from "#app/i18n/words.ts";
import { factLabels } from "./fact-labels.ts";
import { FactText, FamilyName } from "./fact-text.tsx";
import { ContentText } from "#app/ui/content-text.tsx";
import { type ComparedFact, comparedFacts } from "#app/lib/content/pair-comparison.ts";
import { TermLink } from "./term-link.tsx";
import { EdibilityBadge } from "./edibility-badge.tsx";
import { SeasonStrip } from "./season-strip.tsx";

/**
 * The scientific name under a species page's title, then its other common names: the names the
 * site's search weighs as much as the title. Latin reads left to right on any site, so on a page
 * laid out from the right it starts where a title in a left-to-right language does.
 */
export function ScientificName({ species }: { species: SpeciesProfile }) {
  const { species: messages } = useWords();
  return (
    <>
      <p
        lang="la"
        dir="ltr"
        className="mt-2 font-display text-2xl text-ink-muted italic"
        data-pagefind-meta="scientificName"
        data-pagefind-weight="10"
      >
        {species.scientificName}
      </p>
      {species.otherNamesText && (
        <p className="mt-2 text-lg text-ink-muted" data-pagefind-weight="10">
          {fill(messages.alsoCalled, { names: species.otherNamesText })}
        </p>
      )}
    </>
  );
}

/**
 * For a species people eat: the warning that names its harmful lookalikes, the worst first. It
 * comes before the page's photos and facts, in the page's first screen.
 */
export function DangerousLookalikes({
  lookalikes,
}: {
  lookalikes: SpeciesProfile["dangerousLookalikes"];
}) {
  const { safety: safetyMessages } = useWords();
  const worst = lookalikes[0];
  if (!worst) return null;
  const dangerousLookalikeTexts = {
    deadly: safetyMessages.dangerousLookalikeDeadly,
    poisonous: safetyMessages.dangerousLookalikePoisonous,
    psychoactive: safetyMessages.dangerousLookalikePsychoactive,
  };
  return (
    <section
      aria-labelledby="dangerous-lookalike"
      className={`mt-8 rounded-3xl bg-paper-deep p-5 ${worst.edibility === "deadly" ? "border-4 border-danger" : "border-2 border-cap"}`}
      data-pagefind-ignore
    >
      <h2 id="dangerous-lookalike" className="font-display text-2xl font-semibold text-ink">
        {safetyMessages.dangerousLookalike}
      </h2>
      <p className="mt-2 text-lg">
        {dangerousLookalikeTexts[worst.edibility as keyof typeof dangerousLookalikeTexts]}
      </p>
      <ul className="mt-3 space-y-2 text-lg">
        {lookalikes.map((lookalike) => (
          <li key={lookalike.path} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <a
              href={`#${lookalike.pairId}`}
              className="font-semibold text-moss underline underline-offset-4"
            >
              {lookalike.commonName}
            </a>
            <span lang="la" className="text-ink-muted italic">
              {lookalike.scientificName}
            </span>
            <EdibilityBadge edibility={lookalike.edibility} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A species' values of the search's facets beyond edibility and month (search-engine.ts). */
const searchFacets = ({ hymenium, sporePrint, capColour = [] }: SpeciesProfile) => [
  ...(hymenium ? [["underside", hymenium] as const] : []),
  ...(sporePrint ? [["sporePrint", sporePrint] as const] : []),
  ...capColour.map((colour) => ["capColour", colour] as const),
];

/** The facts after edibility, season and habitat, in the order a forager checks a find. */
const describedFacts = comparedFacts.filter(
  (fact) => fact !== "edibility" && fact !== "habitat" && fact !== "season",
);

/** A fact's name and value, and whether it takes a phone's whole row (a long value). */
type Fact = [label: string, value: React.ReactNode, term: string, wide?: boolean];

/**
 * The facts a forager checks last, behind "N more facts" (issue 67: the page half as tall on a
 * phone); what a find is told apart by (its underside, spore print, stem, cap colour) stays in
 * view, and so does every warning, which none of these is.
 */
const laterFacts = new Set<ComparedFact>([
  "capShape",
  "capSize",
  "substrate",
  "smell",
  "bruising",
  "ecology",
]);

/**
 * Facts as a description list: on a phone two a row, each name over its value, the long ones
 * across the row; on wider screens a name beside each value.
 */
function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    // Styled once from the list (app.css), not on each of its sixteen facts.
    <dl className="fact-list">
      {facts.map(([label, value, term, wide]) => (
        <div key={label} data-wide={wide}>
          <dt data-pagefind-ignore>
            <TermLink term={term}>{label}</TermLink>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A species page's facts as a description list, with its drawing, then the safety notice worded
 * for it.
 */
export function SpeciesSummary({
  species,
  notice,
}: {
  species: SpeciesProfile;
  /** The site's safety notice, worded for the species, after its facts. */
  notice: React.ReactNode;
}) {
  const words = useWords();
  const {
    species: messages,
    identify: identifyMessages,
    drawings: drawingMessages,
    compactPage: compactMessages,
  } = words;
  const labels = factLabels(words);
  // Each label with its term's key, linked where a feature explains the term (TermLink).
  const facts: Fact[] = [
    [
      messages.edibility,
      <EdibilityBadge key="edibility" edibility={species.edibility} />,
      "edibility",
    ],
    ...(species.family
      ? [[messages.family, <FamilyName key="family" family={species.family} />, "family"] as Fact]
      : []),
    [
      messages.season,
      <SeasonStrip key="season" season={species.season} text={species.seasonText} />,
      "season",
      true,
    ],
    [messages.habitat, <ContentText key="habitat">{species.habitat}</ContentText>, "habitat", true],
  ];
  const later: Fact[] = [];
  for (const fact of describedFacts) {
    const value = fact === "capSize" ? species.capSize : species[fact];
    if (value === undefined) continue;
    const shown = <FactText key={fact} fact={fact} value={value} />;
    (laterFacts.has(fact) ? later : facts).push([labels[fact], shown, fact]);
  }
  return (
    <>
      <section
        aria-labelledby="facts-heading"
        className="mt-6 rounded-3xl border border-line bg-paper-deep p-4 sm:mt-8 sm:p-6"
        // The search's edibility facet, by key as the dialog filters it, also shown in results.
        data-pagefind-filter={`edibility:${species.edibility}`}
        data-pagefind-meta={`edibility:${species.edibility}`}
      >
        {/* The box's words (its heading, its labels) would only crowd the search's excerpts. */}
        <h2
          id="facts-heading"
          className="font-display text-2xl font-semibold text-ink"
          data-pagefind-ignore
        >
          {messages.facts}
        </h2>
        {/* The search's facets of a species beside its edibility, and its picture in results. */}
        {searchFacets(species).map(([facet, value]) => (
          <span key={`${facet}:${value}`} hidden data-pagefind-filter={`${facet}:${value}`} />
        ))}
        <span hidden data-pagefind-meta={`picture:${species.picture}`} />
        {species.photo && <span hidden data-pagefind-meta={`photo:${species.photo.src}`} />}
        <FactList facts={facts} />
        {later.length > 0 && (
          <details className="mt-2">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-moss underline underline-offset-4">
              {fill(compactMessages.moreFacts, { count: later.length })}
            </summary>
            <FactList facts={later} />
          </details>
        )}
        {/* Without a photo, the drawing is the page's picture: said once, and shown larger. On a
            phone its caption says it ("not a photo"), in a line fewer (issue 67). */}
        {!species.photo && (
          <p className="max-sm:sr-only sm:mt-6 sm:text-lg" data-pagefind-ignore>
            {drawingMessages.noPhoto}
          </p>
        )}
        <LabelledDrawing
          src={species.picture}
          name={species.commonNames[0] ?? species.scientificName}
          facts={drawingFactsOf(species)}
          large={!species.photo}
        />
        <p className="clear-both mt-4" data-pagefind-ignore>
          <Link to="/identify" className="font-semibold text-moss underline underline-offset-4">
            {identifyMessages.identifyAnother}
          </Link>
        </p>
      </section>
      {notice}
    </>
  );
}
