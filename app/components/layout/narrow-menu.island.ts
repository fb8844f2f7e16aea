import type { Island } from "#app/lib/island.ts";

/**
 * The narrow menu's popover (site-header.tsx): closed as a link in it is followed, so that the
 * page the visitor comes back to (the browser's back-forward cache, a hydrated page's own
 * navigation) shows it closed. Where the browser has no popover API (Safari before 17), the
 * fallback that stands in for it loads first.
 */
async function mountMenu(menu: HTMLElement) {
  if (!("popover" in HTMLElement.prototype)) {
    // Offline, or a deploy replaced it: the menu stays as it is without JavaScript.
    const fallback = await import("./popover-fallback.ts").catch(() => undefined);
    if (!fallback) return;
    fallback.popoverFallback(document.querySelector(`[popovertarget="${menu.id}"]`), menu);
  }
  menu.addEventListener("click", ({ target }) => {
    if (target instanceof Element && target.closest("a")) menu.hidePopover();
  });
}

export default {
  async mount(menus) {
    await Promise.all(menus.map(mountMenu));
  },
} satisfies Island;
