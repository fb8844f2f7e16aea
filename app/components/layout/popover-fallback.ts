import { applySiteStylesheet } from "#app/lib/site-stylesheet.ts";

/**
 * The narrow menu's popover for browsers without the popover API (Safari before 17), loaded only
 * there. It behaves as the browser's own: the button opens and closes it and says whether it is
 * expanded; Escape, a click outside and `hidePopover()` close it. The focus stays on the button when
 * it opens, and goes back to it when the popover closes with the focus inside, except on a click
 * outside. The open popover has `data-open`; app.css hides the closed one. Does nothing when an
 * element is missing.
 */
export function popoverFallback(button: HTMLElement | null, popover: HTMLElement | null) {
  if (!button || !popover) return;
  // Its open state (`data-open`) is styled by rules no page's own styles hold.
  applySiteStylesheet();
  const isOpen = () => popover.hasAttribute("data-open");
  const setOpen = (open: boolean, restoreFocus = true) => {
    const hadFocus = popover.contains(document.activeElement);
    popover.toggleAttribute("data-open", open);
    button.setAttribute("aria-expanded", String(open));
    if (!open && restoreFocus && hadFocus) button.focus();
  };
  const toggle = () => setOpen(!isOpen());
  const hide = () => setOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && isOpen()) hide();
  };
  const closeOnPointerOutside = ({ target }: PointerEvent) => {
    if (target instanceof Node && !popover.contains(target) && !button.contains(target)) {
      setOpen(false, false);
    }
  };

  setOpen(false);
  popover.hidePopover = hide;
  button.addEventListener("click", toggle);
  document.addEventListener("keydown", closeOnEscape);
  document.addEventListener("pointerdown", closeOnPointerOutside);
}
