import { useWords } from "#app/i18n/words.ts";
import { OfflineControl } from "./offline-control.tsx";

/**
 * The species' section's invitation to save the atlas: its words in the page, the control (the
 * footer's, larger) once the page has started, in room kept for it. Without JavaScript there is
 * nothing to save with, and the panel is hidden.
 */
export function SaveAtlasPanel() {
  const { offline: messages } = useWords();
  return (
    <section
      aria-labelledby="save-atlas-heading"
      className="rounded-2xl border border-line bg-paper-deep p-6"
      data-needs-javascript
      data-pagefind-ignore="all"
    >
      <h2 id="save-atlas-heading" className="font-display text-2xl font-semibold text-ink">
        {messages.panelHeading}
      </h2>
      <p className="mt-2 mb-4 text-base">{messages.panelText}</p>
      {/* Room for the control before it starts: its button, on up to three lines on a phone. */}
      <div className="min-h-28 sm:min-h-21">
        <OfflineControl placement="page" />
      </div>
    </section>
  );
}
