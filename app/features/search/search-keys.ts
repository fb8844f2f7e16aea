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
