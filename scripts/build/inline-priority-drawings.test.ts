import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { inlinePriorityDrawings } from "./inline-priority-drawings.ts";

const hero = "/assets/hero-scene-D7.svg";
const card = "/assets/glowing-fungi-B2.svg";
const drawing = `<svg width="400" height="320" xmlns="http://www.w3.org/2000/svg"><style>svg{--cap:#a23a22}</style><title>Caps &amp; "stems"</title><path d="M0 0h4"/></svg>`;

// As React pre-renders a page whose largest drawing is marked fetchPriority="high".
const page = `<!DOCTYPE html><html><head><link rel="preload" as="image" href="${hero}" fetchPriority="high"/></head><body>
<img src="${hero}" alt="" width="400" height="320" fetchPriority="high"/>
<img src="${card}" alt="" width="120" height="90" loading="lazy" decoding="async"/>
</body></html>`;

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
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    // The browser reads back the very same drawing, quotes and ampersands included.
    expect(decodeURIComponent(src.slice("data:image/svg+xml,".length)).replaceAll("'", '"')).toBe(
      drawing,
    );
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
