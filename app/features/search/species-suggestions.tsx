import { EdibilityBadge } from "#app/features/species/edibility-badge.tsx";
import { edibilities, type Edibility } from "#app/lib/content/species-terms.ts";
import { islandOf } from "#app/lib/island.ts";
import { renderedLaterAttribute } from "#app/lib/page-rules.ts";
import { withBase } from "#app/lib/site-url.ts";
import { useWords } from "#app/i18n/words.ts";
import { contentAttributes } from "#app/ui/content-text.tsx";

const headingId = "species-suggestions-heading";

/** A species offered, for the island to copy and fill in with its address and names. */
function SuggestedSpecies({ edibility }: { edibility: Edibility }) {
  return (
    <li>
      <a
        href={withBase("/types")}
        className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-line bg-paper-deep px-4 py-2 text-ink hover:border-moss"
      >
        <span {...contentAttributes} className="font-semibold" />
        <span lang="la" className="text-ink-muted italic" />
        <EdibilityBadge edibility={edibility} />
      </a>
    </li>
  );
}

/**
 * On the 404 page, the species whose names come closest to the address's last part
 * ("/types/chantrelle" offers the Chanterelle), shown by its island
 * (species-suggestions.island.ts) once the names index has come. Rendered at build time hidden,
 * with a template of an offered species for each edibility, which the island copies: the markup
 * and the badge have one implementation, and the page's own styles keep their rules (ADR 043), so
 * showing them restyles nothing else. Without JavaScript, or without the names index, it stays
 * hidden.
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
          <SuggestedSpecies edibility={edibility} />
        </template>
      ))}
      {/* For the build alone, which keeps the rules of what the island will show. */}
      <template {...{ [renderedLaterAttribute]: "" }}>
        {edibilities.map((edibility) => (
          <SuggestedSpecies key={edibility} edibility={edibility} />
        ))}
      </template>
    </nav>
  );
}
