import type { Colour } from "#app/lib/content/species-terms.ts";
import type { Cap } from "./cap-shapes.ts";
import { centre, detailOn, dots, fungusColour, path, r } from "./drawing-style.ts";
import type { CapSurface } from "./fruit-body.ts";

/**
 * The cap's skin drawn over its fill at its spots: white warts (a veil's remnants), a blusher's
 * greyish to pinkish patches, dark scales, fibrils streaking out from the centre, a wet shine,
 * or a velvet's fine stipple.
 * A smooth cap gets nothing: that it has nothing is what it shows.
 */
export function capSurfaceMarks(
  surface: CapSurface | undefined,
  cap: Pick<Cap, "spots" | "rim">,
  colour: Colour | undefined,
): string {
  const { spots, rim } = cap;
  switch (surface) {
    case undefined:
    case "smooth":
      return "";
    case "warts": {
      // White on a dark cap, as a veil's remnants show; on a pale one, shaded to be seen at all.
      const light = detailOn(colour).includes('class="t"');
      return path(
        dots(spots),
        light
          ? ` stroke="${fungusColour("white")}" stroke-width="5"`
          : `${detailOn(colour)} stroke-width="4"`,
      );
    }
    case "patches": {
      // A veil's soft, flat remnants that are not white (the blusher's): broader than warts, in
      // grey and pink by turns, so that they never read as the white warts of the panther cap.
      const patches = (turn: number) =>
        spots
          .filter((_, index) => index % 2 === turn)
          .map(([x, y]) => `M${r(x - 2)} ${r(y)}h4`)
          .join("");
      return (
        path(patches(0), ` stroke="${fungusColour("grey")}" stroke-width="6"`) +
        path(patches(1), ` stroke="${fungusColour("pink")}" stroke-width="6"`)
      );
    }
    case "scales":
      // Each a small upturned chevron, pointing up the cap as a scale lies.
      return path(
        spots
          .map(([x, y]) => `M${r(x - 3)} ${r(y + 2)}L${r(x)} ${r(y - 1)} ${r(x + 3)} ${r(y + 2)}`)
          .join(""),
        `${detailOn(colour)} stroke-width="1.6"`,
      );
    case "fibrils": {
      // From near the cap's top, where the highest spot is, out to the rim.
      const top = Math.min(...spots.map(([, y]) => y));
      return path(
        spots
          .map(([x]) => `M${r(centre + (x - centre) * 0.3)} ${r(top)}L${r(x)} ${rim - 2}`)
          .join(""),
        `${detailOn(colour)} stroke-width="1"`,
      );
    }
    case "sticky": {
      // A shine along the upper left, and a drop at the rim.
      const [first = [centre, rim - 10]] = spots;
      return (
        path(
          `M${r(first[0] - 6)} ${r(first[1] + 2)}Q${r(first[0])} ${r(first[1] - 6)} ${r(first[0] + 8)} ${r(first[1] - 5)}`,
          ` stroke="${fungusColour("white")}" stroke-opacity=".8" stroke-width="2.5"`,
        ) +
        path(
          `M${r(centre + 12)} ${rim}v4`,
          ` stroke="${fungusColour("white")}" stroke-opacity=".8" stroke-width="3"`,
        )
      );
    }
    case "velvety":
      return path(
        dots(
          spots.flatMap(([x, y]) => [
            [x - 2, y] as const,
            [x + 2, y + 1] as const,
            [x, y - 2] as const,
          ]),
        ),
        `${detailOn(colour)} stroke-width="1"`,
      );
  }
}
