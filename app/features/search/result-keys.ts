/**
 * The search results' arrow keys, apart from the shortcuts (search-keys.ts): those are in every
 * page's first load, these come with the search panel.
 */

/**
 * Where an arrow key moves focus among `count` results: -1 is the search field above them. Down
 * goes from the field to the first result and on to the last; Up goes back to the field.
 * Returns undefined for any other key, and where there is nowhere to go.
 */
export function nextResultIndex(key: string, current: number, count: number): number | undefined {
  if (key === "ArrowDown" && current < count - 1) return current + 1;
  if (key === "ArrowUp" && current >= 0) return current - 1;
  return undefined;
}
