import { useSettings } from "#app/config/settings.ts";
import { fill } from "#app/i18n/format.ts";
import type { Poisoning } from "#app/lib/content/species.ts";
import { useWords } from "#app/i18n/words.ts";

/** The units an onset is written in (species.ts checks it), and the hours in each. */
const hoursIn = { minute: 1 / 60, hour: 1, day: 24 } as const;

const parse = (delay: string) => {
  const [count = "0", word = ""] = delay.split(" ");
  return { count: Number(count), unit: word.replace(/s$/, "") as keyof typeof hoursIn };
};

/**
 * Whether symptoms may wait a day or more, as amatoxins', orellanine's and gyromitrin's do: the
 * danger panel then warns that they come when the poison is already at work. Unknown, it may.
 */
export function mayStartADayLater(poisoning: Poisoning | undefined): boolean {
  if (!poisoning) return true;
  const { count, unit } = parse(poisoning.onset[1]);
  return count * hoursIn[unit] >= 24;
}

/** "15 minutes" as `language` writes it, e.g. "15 Minuten" in German, by Intl's unit names. */
const delayText = ({ count, unit }: ReturnType<typeof parse>, language: string) =>
  new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(count);

/** An onset's two ends: "6" and "24 hours" in one unit, "15 minutes" and "3 hours" in two. */
function onsetText([earliest, latest]: Poisoning["onset"], language: string) {
  const [from, to] = [parse(earliest), parse(latest)];
  return {
    from:
      from.unit === to.unit
        ? new Intl.NumberFormat(language).format(from.count)
        : delayText(from, language),
    to: delayText(to, language),
  };
}

/**
 * The danger panel's words on timing, for one species: when its symptoms usually start (after
 * alcohol, for coprine), then not to make the person vomit, which poison centres advise against
 * unless they ask for it.
 */
export function PoisoningAdvice({ poisoning }: { poisoning: Poisoning | undefined }) {
  const { language } = useSettings();
  const { facts: messages } = useWords();
  const onset = poisoning && onsetText(poisoning.onset, language);
  return (
    <>
      {poisoning && onset && (
        <li data-testid="poisoning-onset">
          {fill(poisoning.syndrome === "coprine" ? messages.onsetAlcohol : messages.onset, onset)}
        </li>
      )}
      <li>{messages.noVomiting}</li>
    </>
  );
}
