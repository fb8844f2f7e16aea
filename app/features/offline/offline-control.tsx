import { useId } from "react";
import { useSettings } from "#app/config/settings.ts";
import { islandOf } from "#app/lib/island.ts";
import { controlLooks, type Placement } from "./control-looks.ts";
import { offlineControlIsland } from "./offline-names.ts";

/**
 * "Save for offline use", in the footer of every page and on the species' section: the island
 * fills it once the page has started (offline-control.island.ts), with the site's language for
 * its sizes and days. Its status and button are in the page, empty, the button hidden, so that
 * the page's own styles hold their rules and the island, filling them on every page, needs no
 * other (ADR 041); what it shows more seldom (a kept copy's day, a save's progress) it makes then.
 * Without JavaScript there is nothing to save with, and its place is hidden by the page around it.
 */
export function OfflineControl({ placement }: { placement: Placement }) {
  const look = controlLooks[placement];
  const statusId = `offline-status${useId()}`;
  return (
    <div
      {...islandOf(offlineControlIsland)}
      data-placement={placement}
      data-language={useSettings().language}
      className={look.box}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* Only the control the visitor used speaks its changes: /types has two. */}
        <span id={statusId} aria-live="off" />
        {/* Save, then Cancel while it saves, then Remove: one element, which keeps the focus. */}
        {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label -- hidden until named */}
        <button type="button" className={look.button} hidden />
      </div>
    </div>
  );
}
