import type { ComparedFact, FactValue } from "#app/lib/content/pair-comparison.ts";
import { useWords } from "#app/i18n/words.ts";
import { ContentText } from "#app/ui/content-text.tsx";
import { factText, isFreeText } from "./morphology-words.ts";

/**
 * A fact's value in words, as the facts box and the pairs' tables show it: free text (a smell, a
 * bruising) is the content's own words, marked as such where the site speaks another language.
 */
export function FactText({ fact, value }: { fact: ComparedFact; value: FactValue }) {
  const text = factText(fact, value, useWords());
  return isFreeText(fact) ? <ContentText>{text}</ContentText> : text;
}

/**
 * A family's name, Latin as the scientific name is, with a soft hyphen before its ending "-aceae":
 * in the half-width column of a phone's Facts box "Hygrophoropsidaceae" then breaks as
 * "Hygrophoropsid-" and "aceae", not at whichever letter meets the edge.
 */
export function FamilyName({ family }: { family: string }) {
  return (
    <span lang="la" dir="ltr">
      {family.replace(/aceae$/, "\u00adaceae")}
    </span>
  );
}
