import { siteConfig } from "#app/config/site.ts";
import { fillNodes } from "#app/i18n/format.ts";
import type { Edibility, Poisoning } from "#app/lib/content/species.ts";
import messages from "virtual:messages/safety";
import { EdibilityBadge } from "#app/features/species/edibility-badge.tsx";
import { PoisoningAdvice } from "./poisoning-onset.tsx";

const meanings = {
  deadly: messages.dangerDeadly,
  poisonous: messages.dangerPoisonous,
  psychoactive: messages.dangerPsychoactive,
};

/** The owner's poison centre as a call to make: its name (linked to its site) and its number. */
function CallEmergency() {
  const emergency = siteConfig.safety?.emergency;
  if (!emergency) return messages.callLocalEmergency;
  const { name, phone, url } = emergency;
  return fillNodes(messages.callEmergency, {
    centre: url ? (
      <a href={url} className="underline underline-offset-4">
        {name}
      </a>
    ) : (
      name
    ),
    phone: (
      // Non-breaking hyphens and spaces: the number stays on one line, whole.
      <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="underline">
        {phone.replaceAll("-", "\u2011").replaceAll(" ", "\u00a0")}
      </a>
    ),
  });
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
        {deadly && <li>{messages.symptomsLate}</li>}
        <PoisoningAdvice poisoning={poisoning} />
        <li>{messages.keepLeftovers}</li>
      </ul>
    </section>
  );
}
