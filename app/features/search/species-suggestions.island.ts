import type { Island } from "#app/lib/island.ts";
import { markupPart } from "#app/lib/markup-part.ts";
import { applySiteStylesheet } from "#app/lib/site-stylesheet.ts";
import { withBase } from "#app/lib/site-url.ts";
import { loadNamesIndex } from "./load-names.ts";
import type { NamedSpecies } from "./names-match.ts";
import { speciesAddressWords, suggestedSpecies } from "./suggested-species.ts";

/** The element `selector` finds in the suggestions' markup. */
const part = <Found extends Element>(suggestions: HTMLElement, selector: string) =>
  markupPart<Found>(suggestions, selector, "the species suggestions (species-suggestions.tsx)");

/** An element with its properties. */
const element = <Name extends keyof HTMLElementTagNameMap>(
  name: Name,
  properties: Partial<HTMLElementTagNameMap[Name]>,
  ...children: Node[]
) => {
  const created = Object.assign(document.createElement(name), properties);
  created.append(...children);
  return created;
};

/** A species offered: its link, named, with its scientific name and edibility badge. */
function speciesItem(suggestions: HTMLElement, species: NamedSpecies): HTMLLIElement {
  const badge = part<HTMLTemplateElement>(
    suggestions,
    `template[data-edibility="${species.edibility}"]`,
  ).content.cloneNode(true);
  const link = element(
    "a",
    {
      href: withBase(species.path),
      className:
        "flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-line bg-paper-deep px-4 py-2 text-ink hover:border-moss",
    },
    element("span", { className: "font-semibold", textContent: species.title }),
    element("span", {
      lang: "la",
      className: "text-ink-muted italic",
      textContent: species.scientificName,
    }),
    badge,
  );
  return element("li", {}, link);
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
    applySiteStylesheet();
    part(suggestions, "ul").append(...offered.map((species) => speciesItem(suggestions, species)));
    suggestions.hidden = false;
  },
} satisfies Island;
