/**
 * The key lists its species this many a page before anything is chosen: `/identify`, then
 * `/identify/page/2` and on, which is what a visitor without JavaScript reads. Each page stays
 * light however many species the atlas has, and so does hydrating it.
 */
export const speciesPerKeyPage = 20;

/** How many pages the key's species take: one at least, for the key itself. */
export const keyPageCount = (species: number): number =>
  Math.max(1, Math.ceil(species / speciesPerKeyPage));
