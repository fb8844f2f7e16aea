import { withBase } from "#app/lib/site-url.ts";
import { showInSeason } from "./in-season.ts";

/**
 * The home page's atlas for a visit from another page: read from the pre-rendered home page,
 * which alone holds it. Its inline script does not run where the HTML is set as the page's, so
 * the month is written here, before the page is drawn.
 */
export async function fetchHomeAtlas(): Promise<{ atlas: string }> {
  const page = await fetch(withBase("/")).then((response) => response.text());
  const atlas = new DOMParser().parseFromString(page, "text/html").getElementById("home-atlas");
  showInSeason(document);
  return { atlas: atlas?.innerHTML ?? "" };
}
