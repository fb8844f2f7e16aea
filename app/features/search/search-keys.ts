import { localStorageOrMemory } from "#app/lib/local-storage.ts";

/** The key presses the search answers, kept apart from its components so they can be tested. */

/** What a key press is aimed at, for telling a shortcut from typing. */
type KeyPress = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey"> & {
  target: EventTarget | null;
};

/**
 * Where the visitor's choice to turn "/" off is kept: "off", or nothing while it is on. A key of
 * one character can be pressed by mistake, or by speech input, and WCAG 2.1.4 asks that the
 * visitor can turn such a shortcut off. The dialog's checkbox does (slash-key-choice.ts).
 */
export const slashKeyStorageKey = "search-slash-key";

/** Whether "/" opens the search: unless the visitor turned it off. */
export const slashKeyOn = () => localStorageOrMemory().getItem(slashKeyStorageKey) !== "off";

/** The triggers' `aria-keyshortcuts`: what a screen reader announces with them. */
export const searchShortcuts = (slashKey: boolean) => `${slashKey ? "/ " : ""}Control+K Meta+K`;

/**
 * Whether a key press opens the search: Ctrl+K or Cmd+K anywhere, or "/" where it would not be
 * typed into a field, unless the visitor turned it off.
 */
export function isSearchShortcut({ key, ctrlKey, metaKey, altKey, target }: KeyPress): boolean {
  if (key.toLowerCase() === "k" && (ctrlKey || metaKey) && !altKey) return true;
  if (key !== "/" || ctrlKey || metaKey || altKey) return false;
  return !isField(target) && slashKeyOn();
}

/** The inputs a key press types nothing into: a ticked box or a button takes "/" as no text. */
const typesNothing = new Set([
  "checkbox",
  "radio",
  "button",
  "submit",
  "reset",
  "range",
  "color",
  "file",
  "image",
]);

/** Whether a key pressed there would be typed: a text field, a text area, a menu's type-ahead. */
const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !typesNothing.has(target.type)));

/**
 * Whether a key press types a character outside the page's fields: kept for the search's field
 * while its code is on its way. A key's name ("Enter", "ArrowDown") is longer than one character.
 */
export const typesCharacter = ({ key, ctrlKey, metaKey, altKey, target }: KeyPress): boolean =>
  key.length === 1 && !ctrlKey && !metaKey && !altKey && !isField(target);
