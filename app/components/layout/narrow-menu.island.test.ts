// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import narrowMenu from "./narrow-menu.island.ts";

/** The header's menu button and its menu, as site-header.tsx renders them. */
async function setUp() {
  document.body.innerHTML = `
    <button type="button" popovertarget="site-menu">Menu</button>
    <nav id="site-menu" popover="auto"><a href="#types">Types</a></nav>`;
  const button = document.querySelector("button") as HTMLButtonElement;
  const menu = document.querySelector("nav") as HTMLElement;
  await narrowMenu.mount([menu]);
  return { button, menu, link: document.querySelector("a") as HTMLAnchorElement };
}

describe("the narrow menu's island", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("stands the fallback in where the browser has no popover API, as JSDOM has none", async () => {
    expect("popover" in HTMLElement.prototype).toBe(false);
    const { button, menu } = await setUp();
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.click();
    expect(menu).toHaveAttribute("data-open");
  });

  it("closes the menu when a link in it is followed", async () => {
    const { button, menu, link } = await setUp();
    button.click();
    link.click();
    expect(menu).not.toHaveAttribute("data-open");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
