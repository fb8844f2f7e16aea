// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isSearchShortcut, typesCharacter } from "./search-keys.ts";

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
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    Object.defineProperty(editable, "isContentEditable", { value: true });
    expect(isSearchShortcut(press("/", editable))).toBe(false);
  });

  it("leaves other keys alone", () => {
    expect(isSearchShortcut(press("k"))).toBe(false);
    expect(isSearchShortcut(press("s", document.body, { ctrlKey: true }))).toBe(false);
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
