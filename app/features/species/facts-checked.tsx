import { Link } from "react-router";
import { fillNodes } from "#app/i18n/fill-nodes.ts";
import { useWords } from "#app/i18n/words.ts";

/** The page that says how the atlas's facts are sourced and checked (content/about/). */
export const factCheckingPath = "/about/how-we-check-our-facts";

/** A species page's line saying when its facts were last checked, and how. */
export function FactsChecked({ checked, checkedText }: { checked: string; checkedText: string }) {
  const { facts: messages } = useWords();
  return (
    <p className="mt-2 text-base text-ink-muted" data-pagefind-ignore data-testid="facts-checked">
      {fillNodes(messages.checkedOn, {
        date: <time dateTime={checked}>{checkedText}</time>,
      })}{" "}
      <Link to={factCheckingPath} className="font-semibold text-moss underline underline-offset-4">
        {messages.howWeCheck}
      </Link>
    </p>
  );
}
