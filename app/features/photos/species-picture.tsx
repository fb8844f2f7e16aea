import { ResponsivePicture } from "#app/ui/responsive-picture.tsx";
import { SpeciesDrawing } from "#app/features/drawings/species-drawing-image.tsx";
import type { SpeciesLink } from "#app/lib/content/species-link.ts";

interface SpeciesPictureProps {
  species: Pick<SpeciesLink, "photo" | "picture" | "commonName">;
  /** Where it stands in the list, and a width other than the cards' 96 px. */
  className?: string;
}

/**
 * A species' picture in a list (a card, a search result, a lookalike pair): its first photo,
 * cropped to the drawings' 6:5, or its drawing where it has none.
 */
export function SpeciesPicture({ species, className = "" }: SpeciesPictureProps) {
  if (!species.photo) {
    return (
      <SpeciesDrawing src={species.picture} name={species.commonName} small className={className} />
    );
  }
  return (
    <ResponsivePicture
      picture={species.photo}
      className={`aspect-[6/5] h-auto w-24 shrink-0 rounded-xl object-cover ${className}`}
    />
  );
}
