import { Link } from "react-router";
import type { SpeciesLink } from "#app/lib/content/species-link.ts";
import type { ReactNode } from "react";
import { SpeciesPicture } from "#app/features/photos/species-picture.tsx";
import { ContentText } from "#app/ui/content-text.tsx";
import { EdibilityBadge } from "./edibility-badge.tsx";

interface SpeciesCardProps {
  species: Pick<
    SpeciesLink,
    "path" | "picture" | "photo" | "commonName" | "scientificName" | "edibility"
  >;
  /** What the card adds below the edibility. */
  children?: ReactNode;
  /** Data attributes of the card, e.g. the values the index's filters compare. */
  data?: Record<`data-${string}`, string>;
}

/**
 * A species as a card of a list: its name links to its page, the whole card is the target. Below
 * 360 px its name is a step smaller: beside the picture a line holds 140 px there, and
 * "Chanterelle" and "champignon" in the display face were cut a letter before their end.
 */
export function SpeciesCard({ species, children, data }: SpeciesCardProps) {
  return (
    <li {...data} className="relative space-y-2 rounded-3xl border border-line bg-paper-deep p-5">
      <SpeciesPicture species={species} className="float-end ms-3" />
      <h3 className="font-display text-2xl font-semibold text-ink max-[359px]:text-xl">
        <Link
          to={species.path}
          className="text-moss underline underline-offset-4 before:absolute before:inset-0 before:rounded-3xl"
        >
          <ContentText>{species.commonName}</ContentText>
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
