import { siteConfig } from "#app/config/site.ts";
import { fill } from "#app/i18n/format.ts";
import type { Poisoning } from "#app/lib/content/species.ts";
import messages from "virtual:messages/facts";

const units = { minute: "minute", hour: "hour", day: "day" } as const;

/** "15 minutes" as the site's language writes it, e.g. "15 Minuten", by Intl's unit names. */
function delayText(delay: string): string {
  const [count = "0", word = ""] = delay.split(" ");
  const unit = units[word.replace(/s$/, "") as keyof typeof units];
  return new Intl.NumberFormat(siteConfig.language, {
    style: "unit",
    unit,
    unitDisplay: "long",
  }).format(Number(count));
}

/**
 * The danger panel's words on timing, for one species: when its symptoms usually start (after
 * alcohol, for coprine), then not to make the person vomit, which poison centres advise against
 * unless they ask for it.
 */
export function PoisoningAdvice({ poisoning }: { poisoning: Poisoning | undefined }) {
  const onset = poisoning && {
    from: delayText(poisoning.onset[0]),
    to: delayText(poisoning.onset[1]),
  };
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
