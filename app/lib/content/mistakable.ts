// Which values of a character a forager can take for one another in the field (issue 64): the
// key forgives them in its danger list, and a pair's table does not call neighbouring spore-print
// shades a difference. Chosen from the atlas' pairs' notes: gills read as a chanterelle's ridges
// (false chanterelle, jack-o'-lantern), a print's shade judged by eye (the funeral bell's and the
// sheathed woodtuft's browns), buried wood or roots read as soil (the jack-o'-lantern), a volva
// left in the ground (the death cap) and a ring that is only a faint zone or has fallen off.

/** Each pair of values that can be taken for each other, both ways. */
const neighbours: Record<string, readonly (readonly [string, string])[]> = {
  hymenium: [["gills", "ridges"]],
  sporePrint: [
    ["white", "cream"],
    ["cream", "yellow"],
    ["cream", "ochre"],
    ["yellow", "ochre"],
    ["ochre", "brown"],
    ["ochre", "rust"],
    ["brown", "rust"],
    ["brown", "purple-brown"],
    ["purple-brown", "black"],
    ["pink", "salmon"],
    ["olive", "brown"],
    ["olive", "green"],
  ],
  // Only a fruit body's base shows where it grows: buried wood, roots, litter, moss and grass all
  // look like the ground, and a mossy stump like moss.
  substrate: [
    ["soil", "wood"],
    ["soil", "leaf-litter"],
    ["soil", "moss"],
    ["soil", "grass"],
    ["wood", "moss"],
    ["wood", "leaf-litter"],
    ["leaf-litter", "moss"],
    ["grass", "moss"],
  ],
  gillAttachment: [
    ["free", "adnexed"],
    ["adnexed", "adnate"],
    ["adnexed", "sinuate"],
    ["adnate", "sinuate"],
    ["adnate", "decurrent"],
    ["adnate", "seceding"],
  ],
};

/**
 * A stem as a visitor may see it: a volva left in the ground shows a ring or a bare stem, a ring
 * that is a faint zone or has fallen off a bare stem, a cobweb veil only its rusty zone.
 */
const stemSeenAs: Record<string, readonly string[]> = {
  "ring-and-volva": ["ring", "volva", "bare"],
  volva: ["bare"],
  ring: ["bare"],
  cortina: ["bare", "ring"],
};

/**
 * Whether a visitor who chose `chosen` may be looking at a species with `value` for `character`,
 * having misjudged it. Not symmetrical for the stem: a ring can be missed, not made up.
 */
export function mistakable(character: string, chosen: string, value: string): boolean {
  if (character === "stipe") return stemSeenAs[value]?.includes(chosen) ?? false;
  return (neighbours[character] ?? []).some(
    ([a, b]) => (a === chosen && b === value) || (a === value && b === chosen),
  );
}

/**
 * Whether two ranges of a character may describe the same fruit body: they share a value, or, for
 * a spore print's shade and the gills' attachment (judged by eye), hold neighbouring ones.
 */
export const rangesMeet = (
  character: string,
  first: readonly string[],
  second: readonly string[],
): boolean =>
  first.some(
    (value) =>
      second.includes(value) ||
      ((character === "sporePrint" || character === "gillAttachment") &&
        second.some((other) => mistakable(character, value, other))),
  );
