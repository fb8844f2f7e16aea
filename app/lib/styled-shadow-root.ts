import { siteStylesheetId } from "./site-stylesheet.ts";

// A module of its own, apart from site-stylesheet.ts, which every page's islands import: only the
// consent bar's chunk carries it.

/** Each shadow root `showWithOwnStyles` made, settled once its link to the whole stylesheet has. */
const linkedRoots = new WeakMap<ShadowRoot, Promise<void>>();

/**
 * Shows `markup` in `host` with the whole stylesheet's rules, leaving the page's own as they are
 * (ADR 047): in a shadow root of the host's, which links the file. The browser has the file
 * already, and matches it against the few elements of that root, where applying it to the page
 * restyles every element of the page. The markup stays hidden until the link is in force, so it
 * never shows unstyled; the promise settles as it shows. Where the page has no such link (in
 * development the page holds every rule), the markup goes into `host` itself, at once.
 */
export function showWithOwnStyles(host: HTMLElement, markup: HTMLElement): Promise<void> {
  const href = document.getElementById(siteStylesheetId)?.getAttribute("href");
  if (!href) {
    host.append(markup);
    return Promise.resolve();
  }
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  let linked = linkedRoots.get(root);
  if (!linked) {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
    // A failed load shows the markup all the same: unstyled, but not lost.
    linked = new Promise<void>((resolve) => {
      link.addEventListener("load", () => resolve());
      link.addEventListener("error", () => resolve());
    });
    linkedRoots.set(root, linked);
    root.append(link);
  }
  markup.hidden = true;
  root.append(markup);
  return linked.then(() => {
    markup.hidden = false;
  });
}
