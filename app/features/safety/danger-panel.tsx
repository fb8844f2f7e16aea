import { useSettings } from "#app/config/settings.ts";
import type { Edibility, Poisoning } from "#app/lib/content/species.ts";
import { useWords } from "#app/i18n/words.ts";
import { EdibilityBadge } from "#app/features/species/edibility-badge.tsx";
// The owner's countries (or regions) from the table, chosen at build time.
import ownerCountries from "virtual:poison-route";
import { PoisonRoute } from "./poison-route.tsx";
import { mayStartADayLater, PoisoningAdvice } from "./poisoning-onset.tsx";

/** What to do first: whom to call, from the owner's poison centre or countries. */
function CallEmergency() {
  return <PoisonRoute emergency={useSettings().safety?.emergency} countries={ownerCountries} />;
}

/**
 * The top of a deadly, poisonous or psychoactive species' page: what its edibility means, and
 * what to do if someone may have eaten it.
 */
export function DangerPanel({
  edibility,
  poisoning,
}: {
  edibility: Edibility;
  /** Its poisoning, whose onset the panel states. */
  poisoning?: Poisoning | undefined;
}) {
  const { safety: messages } = useWords();
  const meanings = {
    deadly: messages.dangerDeadly,
    poisonous: messages.dangerPoisonous,
    psychoactive: messages.dangerPsychoactive,
  };
  if (!(edibility in meanings)) return null;
  const deadly = edibility === "deadly";
  return (
    <section
      aria-labelledby="danger-heading"
      // The same words on every harmful species' page: no page is found by them.
      data-pagefind-ignore
      className={`mt-6 rounded-3xl bg-paper-deep p-5 text-lg text-ink ${deadly ? "border-4 border-danger" : "border-2 border-cap"}`}
    >
      <EdibilityBadge edibility={edibility} />
      <h2 id="danger-heading" className="mt-3 font-display text-2xl font-semibold">
        {meanings[edibility as keyof typeof meanings]}
      </h2>
      <h3 className="mt-4 text-xl font-bold">{messages.ifEaten}</h3>
      <ul className="mt-2 list-disc space-y-1 ps-6">
        <li className="font-semibold">
          <CallEmergency />
        </li>
        {deadly && mayStartADayLater(poisoning) && <li>{messages.symptomsLate}</li>}
        <PoisoningAdvice poisoning={poisoning} />
        <li>{messages.keepLeftovers}</li>
      </ul>
    </section>
  );
}
