import type { Island } from "#app/lib/island.ts";
import { withBase } from "#app/lib/site-url.ts";
import { loadNamesIndex } from "./load-names.ts";
import type { NamedSpecies } from "./names-match.ts";
import { suggestedSpecies } from "./suggested-species.ts";

/** The element `selector` finds in `scope`: the markup of species-suggestions.tsx has it. */
function part<Found extends Element>(scope: ParentNode, selector: string): Found {
  const found = scope.querySelector<Found>(selector);
  if (!found) throw new Error(`The species suggestions have no ${selector}.`);
  return found;
}

/** A copy of what a `<template>` of the suggestions holds. */
const copyOf = (suggestions: HTMLElement, selector: string) =>
  part<HTMLTemplateElement>(suggestions, `template${selector}`).content.cloneNode(
    true,
  ) as DocumentFragment;

/** A species offered: its link, named, with its scientific name and edibility badge. */
function speciesItem(suggestions: HTMLElement, species: NamedSpecies): DocumentFragment {
  const item = copyOf(suggestions, "[data-species]");
  const link = part<HTMLAnchorElement>(item, "a");
  link.href = withBase(species.path);
  part(link, "[data-title]").textContent = species.title;
  part(link, "[data-scientific-name]").textContent = species.scientificName;
  link.append(copyOf(suggestions, `[data-edibility="${species.edibility}"]`));
  return item;
}

/**
 * The 404 page's species suggestions (species-suggestions.tsx): at a mistyped species address, the
 * species meant, once the names index has come. They come after the page's content, below the
 * first screen, so their coming moves nothing seen. Without the index the page stays as it is.
 */
export default {
  async mount([suggestions]) {
    if (!suggestions) return;
    const index = await loadNamesIndex().catch(() => undefined);
    if (!index) return;
    const offered = suggestedSpecies(index, location.pathname);
    if (offered.length === 0) return;
    part(suggestions, "ul").append(...offered.map((species) => speciesItem(suggestions, species)));
    suggestions.hidden = false;
  },
} satisfies Island;
