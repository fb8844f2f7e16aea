// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { popoverFallback } from "./popover-fallback.ts";

/**
 * A button, the menu it opens with a link in it, and a paragraph outside both. The menu has no
 * `popover` attribute: JSDOM would never let a link in a closed popover take the focus.
 */
function setUp() {
  document.body.innerHTML = `
    <button type="button" popovertarget="menu">Menu</button>
    <nav id="menu"><a href="/about">About</a></nav>
    <p tabindex="-1">Outside</p>`;
  const button = document.querySelector("button") as HTMLButtonElement;
  const menu = document.querySelector("nav") as HTMLElement;
  const link = document.querySelector("a") as HTMLAnchorElement;
  const outside = document.querySelector("p") as HTMLElement;
  popoverFallback(button, menu);
  return { button, menu, link, outside };
}

const isOpen = (menu: HTMLElement) => menu.hasAttribute("data-open");
const escape = () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
const pointerDown = (target: Element) =>
  target.dispatchEvent(new Event("pointerdown", { bubbles: true }));

describe("popoverFallback", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("opens and closes with the button, which says whether the menu is expanded", () => {
    const { button, menu } = setUp();
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    button.click();
    expect(isOpen(menu)).toBe(true);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveFocus();
    button.click();
    expect(isOpen(menu)).toBe(false);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives the focus back to the button", () => {
    const { button, menu, link } = setUp();
    button.click();
    link.focus();
    escape();
    expect(isOpen(menu)).toBe(false);
    expect(button).toHaveFocus();
  });

  it("closes on a pointer outside, leaving the focus where the pointer put it", () => {
    const { button, menu, link, outside } = setUp();
    button.click();
    pointerDown(link);
    expect(isOpen(menu)).toBe(true);
    outside.focus();
    pointerDown(outside);
    expect(isOpen(menu)).toBe(false);
    expect(outside).toHaveFocus();
  });

  it("closes on hidePopover(), as when a link in it is followed", () => {
    const { button, menu } = setUp();
    button.click();
    menu.hidePopover();
    expect(isOpen(menu)).toBe(false);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("does nothing without its elements", () => {
    document.body.innerHTML = `<button type="button">Menu</button>`;
    const button = document.querySelector("button") as HTMLButtonElement;
    popoverFallback(button, null);
    expect(button).not.toHaveAttribute("aria-expanded");
  });
});
