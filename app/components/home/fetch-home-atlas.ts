import { withBase } from "#app/lib/site-url.ts";
import { inSeasonCardsPath } from "#app/lib/page-paths.ts";
import { showInSeason } from "./in-season.ts";

const text = (path: string) =>
  fetch(withBase(path)).then((response) => (response.ok ? response.text() : ""));

/**
 * The home page's atlas for a visit from another page: read from the pre-rendered home page,
 * which alone holds it, with its season's cards put in. Its inline script does not run where the
 * HTML is set as the page's, so the month is written here, before the page is drawn.
 */
export async function fetchHomeAtlas(): Promise<{ atlas: string }> {
  const [page, cards] = await Promise.all([text("/"), text(inSeasonCardsPath)]);
  const atlas = new DOMParser().parseFromString(page, "text/html").getElementById("home-atlas");
  const list = atlas?.querySelector("#in-season-cards");
  if (list) {
    if (cards) list.innerHTML = (JSON.parse(cards) as { html: string }).html;
    else list.remove();
  }
  showInSeason(document);
  return { atlas: atlas?.innerHTML ?? "" };
}
