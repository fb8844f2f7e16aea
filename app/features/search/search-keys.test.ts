// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { islandAttribute } from "#app/lib/island.ts";
import {
  isSearchShortcut,
  searchShortcuts,
  slashKeyStorageKey,
  typesCharacter,
} from "./search-keys.ts";
import { setSlashKey } from "./slash-key-choice.ts";

const press = (key: string, target: EventTarget | null = document.body, modifiers = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...modifiers,
});

describe("isSearchShortcut", () => {
  it("opens the search on Ctrl+K and Cmd+K, even in a field", () => {
    const field = document.createElement("input");
    expect(isSearchShortcut(press("k", document.body, { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press("K", field, { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(press("k", document.body, { ctrlKey: true, altKey: true }))).toBe(
      false,
    );
  });

  it("opens it on / outside fields, where / would be typed into the field instead", () => {
    expect(isSearchShortcut(press("/"))).toBe(true);
    expect(isSearchShortcut(press("/", document.createElement("a")))).toBe(true);
    for (const tag of ["input", "textarea", "select"]) {
      expect(isSearchShortcut(press("/", document.createElement(tag)))).toBe(false);
    }
    for (const type of ["search", "email", "number", "date"]) {
      const field = Object.assign(document.createElement("input"), { type });
      expect(isSearchShortcut(press("/", field)), type).toBe(false);
    }
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    Object.defineProperty(editable, "isContentEditable", { value: true });
    expect(isSearchShortcut(press("/", editable))).toBe(false);
  });

  it("opens it on / from a box, a choice or a button, which take no typing", () => {
    for (const type of ["checkbox", "radio", "button", "submit", "range"]) {
      const input = Object.assign(document.createElement("input"), { type });
      expect(isSearchShortcut(press("/", input)), type).toBe(true);
      expect(typesCharacter(press("a", input)), type).toBe(true);
    }
    expect(isSearchShortcut(press("/", document.createElement("button")))).toBe(true);
  });

  it("leaves / alone once the visitor turned it off, and Ctrl+K still opens it", () => {
    setSlashKey(false);
    expect(localStorage.getItem(slashKeyStorageKey)).toBe("off");
    expect(isSearchShortcut(press("/"))).toBe(false);
    expect(isSearchShortcut(press("k", document.body, { ctrlKey: true }))).toBe(true);
    setSlashKey(true);
    expect(localStorage.getItem(slashKeyStorageKey)).toBeNull();
    expect(isSearchShortcut(press("/"))).toBe(true);
  });

  it("leaves other keys alone", () => {
    expect(isSearchShortcut(press("k"))).toBe(false);
    expect(isSearchShortcut(press("s", document.body, { ctrlKey: true }))).toBe(false);
  });
});

describe("setSlashKey", () => {
  afterEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
  });

  it("tells the triggers' screen readers which shortcuts hold", () => {
    const trigger = document.createElement("a");
    trigger.setAttribute(islandAttribute, "search-trigger");
    document.body.append(trigger);
    setSlashKey(false);
    expect(trigger.getAttribute("aria-keyshortcuts")).toBe("Control+K Meta+K");
    setSlashKey(true);
    expect(trigger.getAttribute("aria-keyshortcuts")).toBe(searchShortcuts(true));
    expect(searchShortcuts(true)).toBe("/ Control+K Meta+K");
  });

  it("holds for the page where the browser turns local storage off", () => {
    const storage = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    try {
      setSlashKey(false);
      expect(isSearchShortcut(press("/"))).toBe(false);
      setSlashKey(true);
      expect(isSearchShortcut(press("/"))).toBe(true);
    } finally {
      if (storage) Object.defineProperty(window, "localStorage", storage);
      else Reflect.deleteProperty(window, "localStorage");
    }
  });
});

describe("typesCharacter", () => {
  it("holds for typed characters outside fields", () => {
    expect(typesCharacter(press("c"))).toBe(true);
    expect(typesCharacter(press(" "))).toBe(true);
    expect(typesCharacter(press("/"))).toBe(true);
  });

  it("fails for keys that type nothing, shortcuts, and keys aimed at a field", () => {
    expect(typesCharacter(press("Enter"))).toBe(false);
    expect(typesCharacter(press("Backspace"))).toBe(false);
    expect(typesCharacter(press("v", document.body, { ctrlKey: true }))).toBe(false);
    expect(typesCharacter(press("h", document.createElement("input")))).toBe(false);
  });
});
