import { EdibilityBadge } from "#app/features/species/edibility-badge.tsx";
import { edibilities } from "#app/lib/content/species-terms.ts";
import { islandOf } from "#app/lib/island.ts";
import messages from "virtual:messages/searchNames";

const headingId = "species-suggestions-heading";

/**
 * On the 404 page, the species whose names come closest to the address's last part
 * ("/types/chantrelle" offers the Chanterelle), shown by its island
 * (species-suggestions.island.ts) once the names index has come. Rendered at build time hidden,
 * with the templates its island fills: a species' link and each edibility's badge, so that the
 * badge has one implementation. Without JavaScript, or without the names index, it stays hidden.
 */
export function SpeciesSuggestions() {
  return (
    <nav
      {...islandOf("species-suggestions")}
      hidden
      aria-labelledby={headingId}
      className="mt-14 w-full max-w-md text-start"
    >
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        {messages.notFoundSuggestions}
      </h2>
      <ul className="mt-3 space-y-2" />
      <template data-species="">
        <li>
          <a className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-line bg-paper-deep px-4 py-2 text-ink hover:border-moss">
            <span data-title="" className="font-semibold" />
            <span data-scientific-name="" lang="la" className="text-ink-muted italic" />
          </a>
        </li>
      </template>
      {edibilities.map((edibility) => (
        <template key={edibility} data-edibility={edibility}>
          <EdibilityBadge edibility={edibility} />
        </template>
      ))}
    </nav>
  );
}
