import { useSettings } from "#app/config/settings.ts";
import { islandOf } from "#app/lib/island.ts";

/**
 * Where the page-views island (page-views.island.ts) reads the owner's analytics settings: it
 * counts the page once statistics are allowed, and loads nothing of the provider before.
 */
export function PageViews() {
  const { analytics } = useSettings();
  return <div hidden {...islandOf("page-views")} data-analytics={JSON.stringify(analytics)} />;
}
