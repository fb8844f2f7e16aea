import { useState } from "react";
import type { Purposes } from "#app/lib/consent-purposes.ts";
import { fill } from "#app/i18n/format.ts";
import messages from "virtual:messages/analytics";

/**
 * "Choose": one box per purpose, unticked until the visitor ticks it (or as they last answered),
 * and a button that saves both answers.
 */
export function PurposeChoices({
  id,
  initial,
  onSave,
}: {
  id: string;
  initial: Purposes;
  onSave: (purposes: Purposes) => void;
}) {
  const [purposes, setPurposes] = useState(initial);
  const statistics = __STATISTICS_PURPOSE__;
  const box = (purpose: keyof Purposes, label: string, text: string) => (
    <div className="flex items-start gap-3">
      <input
        id={`${id}-${purpose}`}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-moss"
        aria-describedby={`${id}-${purpose}-text`}
        checked={purposes[purpose]}
        onChange={(event) => setPurposes({ ...purposes, [purpose]: event.target.checked })}
      />
      <div>
        <label htmlFor={`${id}-${purpose}`} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-${purpose}-text`} className="text-sm text-ink-muted">
          {text}
        </p>
      </div>
    </div>
  );
  return (
    <fieldset id={id} className="mx-auto mt-4 flex max-w-6xl flex-col gap-3">
      <legend className="mb-2 font-semibold">{messages.choosePurposes}</legend>
      {box("ads", messages.adsPurpose, messages.adsPurposeText)}
      {box(
        "statistics",
        messages.statisticsPurpose,
        fill(
          statistics && !statistics.measuresSpeed
            ? messages.statisticsPagesOnlyText
            : messages.statisticsPurposeText,
          { provider: statistics?.provider ?? "" },
        ),
      )}
      <button
        type="button"
        className="min-h-11 self-start rounded-full border-2 border-moss px-5 font-semibold text-moss transition-colors hover:bg-paper-deep"
        onClick={() => onSave(purposes)}
      >
        {messages.saveChoices}
      </button>
    </fieldset>
  );
}
