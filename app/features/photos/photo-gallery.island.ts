import type { Island } from "#app/lib/island.ts";
import type { PhotoZoom, ZoomWords } from "./photo-zoom.ts";

const loadZoom = () => import("./photo-zoom.ts");

/** A click that asks for the link's own page: in a new tab or window, or to download it. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Makes a gallery's photos open its zoom (photo-gallery.tsx): each photo's zoom button is shown,
 * and takes the photo link's place in the tab order, one stop per photo; a click on the photo
 * opens the zoom too. The zoom's code loads when a button is pointed at or focused, or clicked.
 */
function mountGallery(gallery: HTMLElement) {
  const figures = [...gallery.querySelectorAll("figure")];
  const words = JSON.parse(gallery.dataset.zoom ?? "") as ZoomWords;
  let zoom: Promise<PhotoZoom> | undefined;
  const buttons = figures.map((figure) => figure.querySelector("button"));

  const open = (index: number, link: HTMLAnchorElement) => {
    zoom ??= loadZoom().then((module) =>
      module.createPhotoZoom(gallery, figures, words, (opened) => buttons[opened]?.focus()),
    );
    zoom.then(
      (loaded) => loaded.open(index),
      () => {
        // Offline, the dialog's code may not come: the photo's own file is the next best thing.
        zoom = undefined;
        location.assign(link.href);
      },
    );
  };
  for (const [index, figure] of figures.entries()) {
    const link = figure.querySelector<HTMLAnchorElement>(":scope > div > a");
    const button = buttons[index];
    if (!link || !button) continue;
    link.addEventListener("click", (event) => {
      if (opensElsewhere(event)) return;
      event.preventDefault();
      open(index, link);
    });
    button.addEventListener("click", () => open(index, link));
    // Fetched as the visitor heads for it; a failure here is met by the click's own.
    const preload = () => void loadZoom().catch(() => undefined);
    button.addEventListener("pointerenter", preload);
    button.addEventListener("focus", preload);
    link.tabIndex = -1;
    button.hidden = false;
  }
}

export default {
  mount(galleries) {
    for (const gallery of galleries) mountGallery(gallery);
  },
} satisfies Island;
