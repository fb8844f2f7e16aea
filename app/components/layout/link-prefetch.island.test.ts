// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the island, its listeners on a fresh document. */
async function mountIsland() {
  vi.resetModules();
  const { default: island } = await import("./link-prefetch.island.ts");
  island.mount();
}

/** The pages fetched so far, by path, in order. */
let prefetched: () => string[];

function linkTo(href: string, attributes: Record<string, string> = {}) {
  const link = Object.assign(document.createElement("a"), { href, textContent: href });
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  return link;
}

const pointer = (type: string, target: Element, pointerType: string) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType }));

describe("the link prefetch island, where the browser has no Speculation Rules", () => {
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
    document.body.replaceChildren();
    history.replaceState(null, "", "/types/chanterelle");
    const fetchPage = vi.fn((_href: string) => Promise.resolve(new Response("<!doctype html>")));
    vi.stubGlobal("fetch", fetchPage);
    prefetched = () => fetchPage.mock.calls.map(([href]) => new URL(href).pathname);
    // Each test's listeners go with it: the island adds them to the document.
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
      listeners.push([type, listener]);
      add(type, listener, options);
    });
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) {
      document.removeEventListener(type, listener);
    }
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("fetches a page once the pointer has rested on its link, once", async () => {
    await mountIsland();
    const link = linkTo("/types/death-cap");
    pointer("pointerover", link, "mouse");
    vi.advanceTimersByTime(100);
    expect(prefetched(), "not before the pointer rested").toEqual([]);
    vi.advanceTimersByTime(100);
    expect(prefetched()).toEqual(["/types/death-cap"]);
    pointer("pointerover", link, "mouse");
    vi.advanceTimersByTime(200);
    expect(prefetched()).toEqual(["/types/death-cap"]);
  });

  it("fetches nothing for a pointer that passes over a link", async () => {
    await mountIsland();
    const link = linkTo("/types/death-cap");
    pointer("pointerover", link, "mouse");
    pointer("pointerout", link, "mouse");
    vi.advanceTimersByTime(500);
    expect(prefetched()).toEqual([]);
  });

  it("fetches a page as a finger comes down on its link", async () => {
    await mountIsland();
    pointer("pointerdown", linkTo("/glossary"), "touch");
    expect(prefetched()).toEqual(["/glossary"]);
  });

  it("leaves out files, other sites, the page shown, links opened elsewhere or answered in place", async () => {
    await mountIsland();
    for (const link of [
      linkTo("/feed.xml"),
      linkTo("https://elsewhere.example/types"),
      linkTo("/types/chanterelle#photos"),
      linkTo("/types/fly-agaric", { target: "_blank" }),
      linkTo("/types/fly-agaric", { download: "" }),
      linkTo("/search", { "data-no-prefetch": "" }),
    ]) {
      pointer("pointerdown", link, "touch");
    }
    expect(prefetched()).toEqual([]);
  });

  it("lets a fetch that fails pass without an error", async () => {
    vi.useRealTimers();
    const rejected = vi.fn();
    process.on("unhandledRejection", rejected);
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await mountIsland();
    pointer("pointerdown", linkTo("/glossary"), "touch");
    await new Promise((settled) => setTimeout(settled, 10));
    process.off("unhandledRejection", rejected);
    expect(rejected).not.toHaveBeenCalled();
  });

  it("leaves it to Speculation Rules where the browser has them", async () => {
    vi.stubGlobal("HTMLScriptElement", {
      supports: (type: string) => type === "speculationrules",
    });
    await mountIsland();
    pointer("pointerdown", linkTo("/glossary"), "touch");
    expect(prefetched()).toEqual([]);
  });
});
