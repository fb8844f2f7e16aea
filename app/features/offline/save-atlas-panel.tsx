import { lazy, Suspense } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import messages from "virtual:messages/offline";

const OfflineControl = lazy(() => import("./offline-control.tsx"));

/**
 * The species' section's invitation to save the atlas: its words in the page, the control (the
 * footer's, larger) once hydrated, in room kept for it. Without JavaScript there is nothing to
 * save with, and the panel is hidden.
 */
export function SaveAtlasPanel() {
  const hydrated = useHydrated();
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
      {/* Room for the control before it loads: its button, on up to three lines on a phone. */}
      <div className="min-h-28 sm:min-h-21">
        {hydrated && (
          <Suspense>
            <OfflineControl placement="page" />
          </Suspense>
        )}
      </div>
    </section>
  );
}
