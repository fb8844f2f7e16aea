import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { inlinePriorityDrawings, inlineTabIcon } from "./inline-priority-drawings.ts";

const hero = "/assets/hero-scene-D7.svg";
const card = "/assets/glowing-fungi-B2.svg";
const drawing = `<svg width="400" height="320" xmlns="http://www.w3.org/2000/svg"><style>svg{--cap:#a23a22}</style><title>Caps &amp; "stems"</title><path d="M0 0h4"/></svg>`;

// As React pre-renders a page whose largest drawing is marked fetchPriority="high".
const page = `<!DOCTYPE html><html><head><link rel="preload" as="image" href="${hero}" fetchPriority="high"/></head><body>
<img src="${hero}" alt="" width="400" height="320" fetchPriority="high"/>
<img src="${card}" alt="" width="120" height="90" loading="lazy" decoding="async"/>
</body></html>`;

/** The SVG a data URI holds, as the browser reads it (mini-svg-data-uri writes single quotes). */
function svgInDataUri(uri: string): string {
  const prefix = "data:image/svg+xml,";
  expect(uri.startsWith(prefix), uri).toBe(true);
  return decodeURIComponent(uri.slice(prefix.length)).replaceAll("'", '"');
}

const site = {
  readText: (path: string) => {
    if (path !== hero) throw new Error(`unexpected read of ${path}`);
    return drawing;
  },
};

describe("inlinePriorityDrawings", () => {
  const { document } = new JSDOM(inlinePriorityDrawings(page, site)).window;
  const [largest, other] = document.querySelectorAll("img");

  it("writes the largest drawing into the page, so it needs no request of its own", async () => {
    const src = largest?.getAttribute("src") ?? "";
    // The browser reads back the very same drawing, quotes and ampersands included.
    expect(svgInDataUri(src)).toBe(drawing);
    expect(largest?.getAttribute("width")).toBe("400");
  });

  it("drops React's preload of the file and leaves the other drawings as files", () => {
    expect(document.querySelector('link[rel="preload"]')).toBeNull();
    expect(other?.getAttribute("src")).toBe(card);
  });

  it("leaves a page without a priority drawing as it is", () => {
    const plain = `<html><body><img src="${card}" alt=""/></body></html>`;
    expect(inlinePriorityDrawings(plain, site)).toBe(plain);
  });
});

describe("inlineTabIcon", () => {
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle r="30" fill="#3a6532"/></svg>`;
  const files = { readText: (path: string) => (path === "/fungi-atlas/favicon.svg" ? icon : "") };
  // As React writes the root route's links, the touch icon and the feed after the tab icon.
  const head = `<link rel="icon" href="/fungi-atlas/favicon.svg" type="image/svg+xml"/><link rel="apple-touch-icon" href="/fungi-atlas/apple-touch-icon.png"/>`;
  const { document } = new JSDOM(inlineTabIcon(head, files)).window;

  it("writes the tab icon into the page, so the browser asks for no file after the load event", () => {
    const link = document.querySelector('link[rel="icon"]');
    const href = link?.getAttribute("href") ?? "";
    expect(svgInDataUri(href)).toBe(icon);
    expect(link?.getAttribute("type")).toBe("image/svg+xml");
  });

  it("leaves Apple's touch icon a file, for the home screen and for search engines", () => {
    expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe(
      "/fungi-atlas/apple-touch-icon.png",
    );
  });
});
