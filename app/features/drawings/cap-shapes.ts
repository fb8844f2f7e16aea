import type { CapShape } from "#app/lib/content/species-terms.ts";

/** A cap seen from the side: its outline and its rim, where the underside hangs. */
export interface Cap {
  outline: string;
  left: number;
  right: number;
  rim: number;
  /** A line inside the outline along the rim, where a second colour shows. */
  band: string;
  /** Where a gleba's dots go, inside the outline. */
  spots: ReadonlyArray<readonly [number, number]>;
}

export const caps: Record<Exclude<CapShape, "egg" | "shelf" | "none">, Cap> = {
  conical: {
    outline: "M28 42C34 34 44 22 50 4C56 22 66 34 72 42Z",
    band: "M35 38H65",
    left: 28,
    right: 72,
    rim: 42,
    spots: [
      [50, 17],
      [45, 29],
      [56, 30],
      [40, 37],
      [61, 37],
    ],
  },
  bell: {
    outline: "M20 42C20 34 28 32 30 20C32 4 68 4 70 20C72 32 80 34 80 42Z",
    band: "M25 38H75",
    left: 20,
    right: 80,
    rim: 42,
    spots: [
      [42, 14],
      [58, 16],
      [38, 28],
      [54, 29],
      [30, 37],
      [68, 36],
    ],
  },
  convex: {
    outline: "M16 42C16 6 84 6 84 42Z",
    band: "M21 37H79",
    left: 16,
    right: 84,
    rim: 42,
    spots: [
      [50, 20],
      [35, 26],
      [64, 27],
      [26, 36],
      [46, 33],
      [74, 36],
    ],
  },
  flat: {
    outline: "M12 42C12 29 88 29 88 42Z",
    band: "M18 39H82",
    left: 12,
    right: 88,
    rim: 42,
    spots: [
      [30, 37],
      [44, 34],
      [58, 35],
      [72, 37],
    ],
  },
  depressed: {
    outline: "M12 42C10 30 26 26 38 29Q50 34 62 29C74 26 90 30 88 42Z",
    band: "M18 38H82",
    left: 12,
    right: 88,
    rim: 42,
    spots: [
      [24, 37],
      [36, 35],
      [50, 38],
      [64, 35],
      [76, 37],
    ],
  },
  funnel: {
    outline: "M10 22Q30 30 50 28T90 22Q88 30 82 32H18Q12 30 10 22Z",
    band: "M18 28Q50 36 82 28",
    left: 18,
    right: 82,
    rim: 32,
    spots: [
      [24, 28],
      [40, 30],
      [60, 30],
      [76, 28],
    ],
  },
  umbonate: {
    outline: "M14 42C14 26 30 24 40 22C42 13 58 13 60 22C70 24 86 26 86 42Z",
    band: "M20 37H80",
    left: 14,
    right: 86,
    rim: 42,
    spots: [
      [50, 20],
      [30, 34],
      [44, 31],
      [58, 31],
      [72, 34],
    ],
  },
};
