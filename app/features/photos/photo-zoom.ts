import { markupPart } from "#app/lib/markup-part.ts";
import { applySiteStylesheet } from "#app/lib/site-stylesheet.ts";

/** The zoom's words, filled in by the gallery at build time (photo-gallery.tsx). */
export interface ZoomWords {
  close: string;
  previous: string;
  next: string;
  /** Each photo's heading, in the photos' order: "Photo 1 of 4". */
  positions: string[];
}

/** The zoom of one gallery: opened on a photo, it moves through them all. */
export interface PhotoZoom {
  open(index: number): void;
}

/** How far a finger travels sideways before it counts as a swipe to the next photo, in CSS px. */
const swipeDistance = 48;

const button =
  "flex min-h-11 items-center gap-2 rounded-full border border-line bg-paper-deep px-4 text-base font-semibold whitespace-nowrap text-ink hover:border-moss hover:text-moss";
/** Below 400 px a step is its arrow alone, named by its hidden word: two words would not fit. */
const stepButton = `${button} max-[399px]:w-11 max-[399px]:justify-center max-[399px]:px-0`;
const stepWord = `<span class="max-[399px]:sr-only"></span>`;
const arrow = (path: string) =>
  `<svg aria-hidden="true" viewBox="0 0 24 24" class="size-5 rtl:-scale-x-100" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`;

/** The dialog, its words apart: they go in as text. */
const dialogMarkup = (count: number) => `
<div class="flex min-h-0 w-full flex-col gap-3 p-3 sm:p-5">
  <div class="flex items-center justify-between gap-4">
    <h2 aria-live="polite" class="font-display text-xl font-semibold"></h2>
    <button type="button" data-close class="${button}"></button>
  </div>
  <figure class="flex min-h-0 flex-1 flex-col gap-3">
    <div data-photo-area class="relative min-h-0 flex-1 touch-pan-y touch-pinch-zoom"></div>
    <figcaption class="mx-auto max-w-3xl space-y-1 text-base"></figcaption>
  </figure>
  ${
    count > 1
      ? `<div class="flex justify-between gap-4">
    <button type="button" data-step="-1" class="${stepButton}">${arrow("M15 18l-6-6 6-6")}${stepWord}</button>
    <button type="button" data-step="1" class="${stepButton}">${stepWord}${arrow("M9 18l6-6-6-6")}</button>
  </div>`
      : ""
  }
</div>`;

/** How many zooms the page made: each dialog's heading has an id of its own. */
let zooms = 0;

function createDialog(count: number, words: ZoomWords) {
  applySiteStylesheet();
  const dialog = document.createElement("dialog");
  const headingId = `photo-zoom-${++zooms}`;
  dialog.setAttribute("aria-labelledby", headingId);
  dialog.className =
    "m-0 h-dvh max-h-none w-full max-w-none bg-paper p-0 text-ink open:flex motion-safe:transition-opacity motion-safe:duration-200 motion-safe:starting:open:opacity-0";
  dialog.innerHTML = dialogMarkup(count);
  const part = (selector: string) => markupPart(dialog, selector, "the zoom's markup");
  part("h2").id = headingId;
  part("[data-close]").textContent = words.close;
  if (count > 1) {
    part('[data-step="-1"] span').textContent = words.previous;
    part('[data-step="1"] span').textContent = words.next;
  }
  return {
    dialog,
    heading: part("h2"),
    area: part("[data-photo-area]"),
    caption: part("figcaption"),
  };
}

/**
 * A gallery's photos in a modal dialog, each as large as the screen allows, with its caption and
 * credit. The arrow keys and a swipe move between them, in the page's reading direction; Escape
 * and Close close it, and `onClose` is told the photo it was opened on. Each photo is its
 * figure's, copied at the screen's width. Loaded on the first zoom (photo-gallery.island.ts), it
 * puts its dialog at the end of the gallery.
 */
export function createPhotoZoom(
  gallery: HTMLElement,
  figures: readonly HTMLElement[],
  words: ZoomWords,
  onClose: (opened: number) => void,
): PhotoZoom {
  const count = figures.length;
  const { dialog, heading, area, caption } = createDialog(count, words);
  let shown = 0;
  let opened = 0;
  let swipeFrom: number | undefined;

  const show = (index: number) => {
    shown = (index + count) % count;
    const figure = figures[shown];
    const picture = figure?.querySelector("picture")?.cloneNode(true);
    if (!(picture instanceof HTMLElement)) return;
    heading.textContent = words.positions[shown] ?? "";
    for (const source of picture.querySelectorAll("source, img")) {
      source.setAttribute("sizes", "100vw");
    }
    // As large as the dialog allows, and wanted now, whatever the gallery's copy waited for.
    const image = picture.querySelector("img");
    image?.setAttribute("class", "absolute inset-0 size-full object-contain");
    image?.setAttribute("loading", "eager");
    image?.setAttribute("fetchpriority", "high");
    area.replaceChildren(picture);
    const captionShown = figure?.querySelector("figcaption");
    caption.replaceChildren(...(captionShown?.cloneNode(true).childNodes ?? []));
    caption.hidden = !captionShown;
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
  gallery.append(dialog);

  return {
    open(index) {
      opened = index;
      show(index);
      if (!dialog.open) dialog.showModal();
    },
  };
}
