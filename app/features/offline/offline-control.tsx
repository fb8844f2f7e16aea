import { useSettings } from "#app/config/settings.ts";
import { islandOf } from "#app/lib/island.ts";
import { controlLooks, type Placement } from "./control-looks.ts";
import { offlineControlIsland } from "./offline-names.ts";

/**
 * "Save for offline use", in the footer of every page and on the species' section: the island
 * fills it once the page has started (offline-control.island.ts), with the site's language for
 * its sizes and days. Without JavaScript there is nothing to save with, and its place is hidden
 * by the page around it.
 */
export function OfflineControl({ placement }: { placement: Placement }) {
  return (
    <div
      {...islandOf(offlineControlIsland)}
      data-placement={placement}
      data-language={useSettings().language}
      className={controlLooks[placement].box}
    />
  );
}
