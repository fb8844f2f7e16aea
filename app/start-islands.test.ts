// @vitest-environment jsdom
import { beforeEach, expect, it, vi } from "vitest";
import { type Island, pageStartedEvent } from "./lib/island.ts";

const mounted = vi.hoisted(() => new Map<string, string[]>());
const island = (name: string): { default: Island } => ({
  default: {
    mount: (elements) =>
      void mounted.set(
        name,
        elements.map((element) => element.id),
      ),
  },
});

vi.mock("virtual:island-modules", () => ({
  default: {
    search: () => Promise.resolve(island("search")),
    ads: () => Promise.resolve(island("ads")),
    offline: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
  },
}));

/** Runs app/start-islands.ts on the document as it is now, until it has linked the manifest. */
async function start() {
  vi.resetModules();
  await import("./start-islands.ts");
  await vi.waitFor(() => expect(document.head.querySelector("link[rel=manifest]")).not.toBeNull());
}

beforeEach(() => {
  mounted.clear();
  document.head.innerHTML = "";
  document.body.innerHTML = `
    <a id="trigger-wide" data-island="search"></a>
    <div id="slot-1" data-island="ads"></div>
    <a id="trigger-narrow" data-island="search"></a>
    <div id="slot-2" data-island="ads"></div>
    <button id="save" data-island="offline"></button>`;
});

it("mounts each island once, with all its elements in the page's order", async () => {
  await start();
  expect(Object.fromEntries(mounted)).toEqual({
    search: ["trigger-wide", "trigger-narrow"],
    ads: ["slot-1", "slot-2"],
  });
});

it("leaves an island whose module does not come as pre-rendered, and starts the others", async () => {
  const reported = vi.fn();
  vi.stubGlobal("reportError", reported);
  await start();
  expect(mounted.has("search")).toBe(true);
  expect(reported).not.toHaveBeenCalled();
});

it("reports an element whose island does not exist, after starting the others", async () => {
  document.body.insertAdjacentHTML("beforeend", '<div data-island="serach"></div>');
  const reported = vi.fn();
  vi.stubGlobal("reportError", reported);
  await start();
  expect(mounted.has("ads")).toBe(true);
  expect(reported).toHaveBeenCalledWith(
    expect.objectContaining({ message: expect.stringContaining('"serach"') }),
  );
});

it("says the page has started once every island has mounted, the manifest linked", async () => {
  const started = vi.fn(() => ({
    mounted: [...mounted.keys()],
    manifest: document.head.querySelector("link[rel=manifest]") !== null,
  }));
  addEventListener(pageStartedEvent, () => started(), { once: true });
  await start();
  expect(started).toHaveBeenCalledOnce();
  expect(started.mock.results[0]?.value).toEqual({ mounted: ["search", "ads"], manifest: true });
});
