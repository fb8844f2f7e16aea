// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import narrowMenu from "./narrow-menu.island.ts";

/** The header's menu button and its menu, as site-header.tsx renders them. */
async function setUp() {
  document.body.innerHTML = `
    <button type="button" popovertarget="site-menu">Menu</button>
    <nav id="site-menu" popover="auto"><a href="#types">Types</a></nav>
    <a href="#main">Breadcrumb</a>`;
  const button = document.querySelector("button") as HTMLButtonElement;
  const menu = document.querySelector("nav") as HTMLElement;
  await narrowMenu.mount([menu]);
  const [link, pageLink] = document.querySelectorAll("a") as NodeListOf<HTMLAnchorElement>;
  return { button, menu, link: link as HTMLAnchorElement, pageLink: pageLink as HTMLAnchorElement };
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

  it("closes the menu when the focus leaves it for the page, not for its button", async () => {
    const { button, menu, link, pageLink } = await setUp();
    // JSDOM does not focus what is in a popover, which it takes as never shown: the focus moves.
    const leave = (to: Element) =>
      link.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: to }));
    button.click();
    leave(button);
    // It closes a task later, once the focus has moved.
    await new Promise((resolve) => setTimeout(resolve));
    expect(menu).toHaveAttribute("data-open");
    leave(pageLink);
    await vi.waitFor(() => expect(menu).not.toHaveAttribute("data-open"));
  });
});
