import { fill } from "#app/i18n/format.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { telHref } from "./tel.ts";
import type { Hours } from "./types.ts";

/**
 * A country's name in the site's `language`, e.g. "Germany" or "Deutschland" for "DE", with
 * English for a language the browser lacks.
 */
export const countryName = (code: string, language: string) =>
  new Intl.DisplayNames([language, "en"], { type: "region" }).of(code) ?? code;

/** When a line answers, in words: "Open around the clock", "Open 08:00–22:00". */
export function hoursText(hours: Hours | undefined, messages: Catalogue["poisonCentres"]): string {
  if (hours === undefined) return messages.hoursNotConfirmed;
  if (hours === "24/7") return messages.aroundTheClock;
  return fill(messages.openFromTo, hours);
}

/** A number a phone can dial, kept on one line whole (non-breaking hyphens and spaces). */
export function TelLink({ number }: { number: string }) {
  return (
    // A finger's height to tap (44 px) in the line's own height: an inline box's padding reaches
    // into the lines around it and moves none of them. Not an inline block, which the line may
    // break after, leaving the sentence's next comma at the start of a line.
    <a href={telHref(number)} className="py-3.5 whitespace-nowrap underline">
      {number.replaceAll("-", "\u2011").replaceAll(" ", "\u00a0")}
    </a>
  );
}
