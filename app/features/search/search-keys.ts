/** The key presses the search answers, kept apart from its components so they can be tested. */

/** What a key press is aimed at, for telling a shortcut from typing. */
type KeyPress = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey"> & {
  target: EventTarget | null;
};

/**
 * Whether a key press opens the search: Ctrl+K or Cmd+K anywhere, or "/" where it would not be
 * typed into a field.
 */
export function isSearchShortcut({ key, ctrlKey, metaKey, altKey, target }: KeyPress): boolean {
  if (key.toLowerCase() === "k" && (ctrlKey || metaKey) && !altKey) return true;
  if (key !== "/" || ctrlKey || metaKey || altKey) return false;
  return !isField(target);
}

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * Whether a key press types a character outside the page's fields: kept for the search's field
 * while its code is on its way. A key's name ("Enter", "ArrowDown") is longer than one character.
 */
export const typesCharacter = ({ key, ctrlKey, metaKey, altKey, target }: KeyPress): boolean =>
  key.length === 1 && !ctrlKey && !metaKey && !altKey && !isField(target);

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
