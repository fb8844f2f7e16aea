import type { Island } from "#app/lib/island.ts";

/**
 * The narrow menu's popover (site-header.tsx): closed as a link in it is followed, so that the
 * page the visitor comes back to (the browser's back-forward cache, a hydrated page's own
 * navigation) shows it closed, and as the keyboard's focus leaves it for the page, which the open
 * menu would cover. Where the browser has no popover API (Safari before 17), the fallback that
 * stands in for it loads first.
 */
async function mountMenu(menu: HTMLElement) {
  const button = document.querySelector(`[popovertarget="${menu.id}"]`);
  if (!("popover" in HTMLElement.prototype)) {
    // Offline, or a deploy replaced it: the menu stays as it is without JavaScript.
    const fallback = await import("./popover-fallback.ts").catch(() => undefined);
    if (!fallback) return;
    fallback.popoverFallback(button instanceof HTMLElement ? button : null, menu);
  }
  menu.addEventListener("click", ({ target }) => {
    if (target instanceof Element && target.closest("a")) menu.hidePopover();
  });
  // Focus leaves it only while it is open. Back to the button, which closes it itself, or to
  // nowhere (a click outside, which closes it), the menu is left to them. It closes once the focus
  // has moved: a popover closed with the focus in it gives the focus back to its button.
  menu.addEventListener("focusout", ({ relatedTarget }) => {
    const to = relatedTarget as Node | null;
    if (to && !menu.contains(to) && to !== button) setTimeout(() => menu.hidePopover());
  });
}

export default {
  async mount(menus) {
    await Promise.all(menus.map(mountMenu));
  },
} satisfies Island;
