import type { Island } from "#app/lib/island.ts";
import { markupPart } from "#app/lib/markup-part.ts";
import { withBase } from "#app/lib/site-url.ts";
import { loadNamesIndex } from "./load-names.ts";
import type { NamedSpecies } from "./names-match.ts";
import { speciesAddressWords, suggestedSpecies } from "./suggested-species.ts";

/** The element `selector` finds in the suggestions' markup. */
const part = <Found extends Element>(suggestions: ParentNode, selector: string) =>
  markupPart<Found>(suggestions, selector, "the species suggestions (species-suggestions.tsx)");

/** A species offered: its link, named, with its scientific name and edibility badge. */
function speciesItem(suggestions: HTMLElement, species: NamedSpecies): Node {
  const item = part<HTMLTemplateElement>(
    suggestions,
    `template[data-edibility="${species.edibility}"]`,
  ).content.cloneNode(true) as DocumentFragment;
  const link = part<HTMLAnchorElement>(item, "a");
  link.href = withBase(species.path);
  part(link, "span").textContent = species.title;
  part(link, 'span[lang="la"]').textContent = species.scientificName;
  return item;
}

/**
 * The 404 page's species suggestions (species-suggestions.tsx): at a mistyped species address, the
 * species meant, once the names index has come. They come after the page's content, below the
 * first screen, so their coming moves nothing seen. Without the index the page stays as it is. At
 * any other address the index is not fetched: there is nothing to offer from it.
 */
export default {
  async mount([suggestions]) {
    const words = speciesAddressWords(location.pathname);
    if (!suggestions || words === undefined) return;
    const index = await loadNamesIndex().catch(() => undefined);
    if (!index) return;
    const offered = suggestedSpecies(index, words);
    if (offered.length === 0) return;
    part(suggestions, "ul").append(...offered.map((species) => speciesItem(suggestions, species)));
    suggestions.hidden = false;
  },
} satisfies Island;
