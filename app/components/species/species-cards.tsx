import { Link } from "react-router";
import type { SpeciesLink } from "#app/lib/content/species.server.ts";
import type { ReactNode } from "react";
import { EdibilityBadge } from "./edibility-badge.tsx";

interface SpeciesCardsProps {
  /** Unique on the page: names the list's heading. */
  id: string;
  heading: string;
  species: readonly SpeciesLink[];
}

/** Other species as cards: name, scientific name, edibility, and how to tell them apart. */
export function SpeciesCards({ id, heading, species }: SpeciesCardsProps) {
  if (species.length === 0) return null;
  return (
    // Other pages' names: each is found on its own page.
    <section aria-labelledby={id} className="mt-12" data-pagefind-ignore>
      <h2 id={id} className="mb-4 font-display text-3xl font-semibold text-ink">
        {heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {species.map((link) => (
          <SpeciesCard key={link.path} species={link}>
            {link.note && <p className="text-base">{link.note}</p>}
          </SpeciesCard>
        ))}
      </ul>
    </section>
  );
}

interface SpeciesCardProps {
  species: Pick<SpeciesLink, "path" | "commonName" | "scientificName" | "edibility">;
  /** What the card adds below the edibility. */
  children?: ReactNode;
}

/** A species as a card of a list: its name links to its page, the whole card is the target. */
export function SpeciesCard({ species, children }: SpeciesCardProps) {
  return (
    <li className="relative space-y-2 rounded-3xl border border-line bg-paper-deep p-5">
      <h3 className="font-display text-2xl font-semibold text-ink">
        <Link
          to={species.path}
          className="text-moss underline underline-offset-4 before:absolute before:inset-0 before:rounded-3xl"
        >
          {species.commonName}
        </Link>
      </h3>
      <p lang="la" className="text-base text-ink-muted italic">
        {species.scientificName}
      </p>
      <EdibilityBadge edibility={species.edibility} />
      {children}
    </li>
  );
}
