// The key's results once the species file is here: the danger list, contradictions, what to
// check next, the ranked table and the live summary. Loaded with the species file, after the
// page has hydrated (identify-key.tsx): until then the pre-rendered list is the page's, and the
// key's first load carries only its choices.
import { useWords } from "#app/i18n/words.ts";
import { type KeyCharacter, type KeyMatch, type KeyState, nextCharacter } from "./key.ts";
import { contradictingChoices } from "./key-contradiction.ts";
import { dangerList } from "./key-danger.ts";
import { CheckNext, DangerousMatches, KeyTable } from "./key-results.tsx";
import { Contradiction, KeySummary } from "./key-summary.tsx";

interface VerdictProps {
  matches: readonly KeyMatch[];
  state: KeyState;
}

const candidatesOf = (matches: readonly KeyMatch[]) =>
  matches.filter((match) => match.contradicted.length === 0).length;

/** The live summary, among the choices. */
export function TickSummary({ matches, state }: VerdictProps) {
  return (
    <KeySummary candidates={candidatesOf(matches)} dangerous={dangerList(matches, state).length} />
  );
}

interface RankedResultsProps extends VerdictProps {
  /** Whether something is chosen and ranked: the verdicts are shown only then. */
  ranking: boolean;
  /** How many of the ranked species the table lists. */
  shownCount: number;
  onShowMore: () => void;
  onChoose: (character: KeyCharacter, value: string) => void;
  /** The page's language, for the table's counts. */
  language: string;
}

/** The danger list and what contradicts above the ranked table, then a page's worth more. */
export function RankedResults({
  matches,
  state,
  ranking,
  shownCount,
  onShowMore,
  onChoose,
  language,
}: RankedResultsProps) {
  const { identify: messages } = useWords();
  return (
    <>
      {ranking && (
        <>
          <DangerousMatches matches={dangerList(matches, state)} />
          <Contradiction characters={contradictingChoices(matches)} state={state} />
          <CheckNext next={nextCharacter(matches, state)} onChoose={onChoose} />
        </>
      )}
      <KeyTable
        total={matches.length}
        matching={ranking ? candidatesOf(matches) : undefined}
        matches={matches.slice(0, shownCount)}
        chosen={ranking}
        language={language}
      />
      {matches.length > shownCount && (
        <button
          type="button"
          onClick={onShowMore}
          className="min-h-11 font-semibold text-moss underline underline-offset-4"
        >
          {messages.showMore}
        </button>
      )}
    </>
  );
}
