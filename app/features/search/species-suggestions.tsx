import { EdibilityBadge } from "#app/features/species/edibility-badge.tsx";
import { edibilities } from "#app/lib/content/species-terms.ts";
import { islandOf } from "#app/lib/island.ts";
import { useWords } from "#app/i18n/words.ts";

const headingId = "species-suggestions-heading";

/**
 * On the 404 page, the species whose names come closest to the address's last part
 * ("/types/chantrelle" offers the Chanterelle), shown by its island
 * (species-suggestions.island.ts) once the names index has come. Rendered at build time hidden,
 * with a template of each edibility's badge for the island to copy: the badge has one
 * implementation. Without JavaScript, or without the names index, it stays hidden.
 */
export function SpeciesSuggestions() {
  const { searchNames: messages } = useWords();
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
      {edibilities.map((edibility) => (
        <template key={edibility} data-edibility={edibility}>
          <EdibilityBadge edibility={edibility} />
        </template>
      ))}
    </nav>
  );
}
