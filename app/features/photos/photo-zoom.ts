/** How far a finger travels sideways before it counts as a swipe to the next photo, in CSS px. */
const swipeDistance = 48;

/** The zoom of one gallery: opened on a photo, it moves through them all. */
export interface PhotoZoom {
  open(index: number): void;
}

/**
 * A gallery's photos in a modal dialog, each as large as the screen allows, with its caption and
 * credit. The arrow keys and a swipe move between them, in the page's reading direction; Escape
 * and Close close it, and `onClose` is told the photo it was opened on. The dialog is the
 * gallery's `<template>` (photo-zoom-dialog.tsx), put after it; each photo is its figure's, copied
 * at the screen's width. Loaded on the first zoom (photo-gallery.island.ts).
 */
export function createPhotoZoom(
  template: HTMLTemplateElement,
  figures: readonly HTMLElement[],
  onClose: (opened: number) => void,
): PhotoZoom {
  const dialog = template.content.firstElementChild?.cloneNode(true);
  if (!(dialog instanceof HTMLDialogElement)) throw new Error("The gallery's zoom has no dialog.");
  const part = <T extends Element>(selector: string) => {
    const found = dialog.querySelector<T>(selector);
    if (!found) throw new Error(`The gallery's zoom has no ${selector}.`);
    return found;
  };
  const number = part("[data-photo-number]");
  const area = part<HTMLElement>("[data-photo-area]");
  const caption = part<HTMLElement>("figcaption");
  const count = figures.length;
  let shown = 0;
  let opened = 0;
  let swipeFrom: number | undefined;

  const show = (index: number) => {
    shown = (index + count) % count;
    const figure = figures[shown];
    const picture = figure?.querySelector("picture")?.cloneNode(true);
    if (!(picture instanceof HTMLElement)) return;
    number.textContent = String(shown + 1);
    for (const source of picture.querySelectorAll("source, img"))
      source.setAttribute("sizes", "100vw");
    const image = picture.querySelector("img");
    // The dialog's area sizes it; it is wanted now, whatever the gallery's copy waited for.
    image?.removeAttribute("class");
    image?.setAttribute("loading", "eager");
    image?.setAttribute("fetchpriority", "high");
    area.replaceChildren(picture);
    const words = figure?.querySelector("figcaption");
    caption.replaceChildren(...(words?.cloneNode(true).childNodes ?? []));
    caption.hidden = !words;
  };
  /** To the photo on the right (or the left): the next one, but in a right-to-left page. */
  const moveTowards = (right: boolean) => {
    const rightToLeft = getComputedStyle(dialog).direction === "rtl";
    show(shown + (right === !rightToLeft ? 1 : -1));
  };

  dialog.addEventListener("close", () => onClose(opened));
  dialog.addEventListener("keydown", (event) => {
    if (count < 2 || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    moveTowards(event.key === "ArrowRight");
  });
  dialog.addEventListener("click", ({ target }) => {
    if (!(target instanceof Element)) return;
    if (target.closest("[data-close]")) dialog.close();
    const step = target.closest("[data-step]")?.getAttribute("data-step");
    if (step) show(shown + Number(step));
  });
  area.addEventListener("pointerdown", (event) => (swipeFrom = event.clientX));
  area.addEventListener("pointercancel", () => (swipeFrom = undefined));
  area.addEventListener("pointerup", (event) => {
    const distance = swipeFrom === undefined ? 0 : event.clientX - swipeFrom;
    swipeFrom = undefined;
    // A finger moving left brings the photo on the right, as a page is turned.
    if (Math.abs(distance) >= swipeDistance) moveTowards(distance < 0);
  });
  template.after(dialog);

  return {
    open(index) {
      opened = index;
      show(index);
      if (!dialog.open) dialog.showModal();
    },
  };
}
