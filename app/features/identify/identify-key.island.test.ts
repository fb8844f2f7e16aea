// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { startKey } from "./identify-key.client.tsx";
import identifyKey from "./identify-key.island.ts";

vi.mock("./identify-key.client.tsx", () => ({ startKey: vi.fn() }));
vi.mock("./load-key-species.ts", () => ({ loadKeySpecies: vi.fn(() => Promise.resolve([])) }));

const started = vi.mocked(startKey);
let key: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `<div data-island="identify-key">
    <details><summary>Underside</summary>
      <input type="checkbox" name="hymenium" value="pores">
    </details>
    <p role="alert" hidden data-key-load-failed></p>
    <div data-key-list></div>
  </div>`;
  key = document.querySelector("[data-island]") as HTMLElement;
});

afterEach(() => {
  started.mockClear();
  history.replaceState(null, "", "/identify");
});

/** Long enough for a dynamic import of a mocked module to have come and run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

const tickPores = () => {
  const box = key.querySelector("input") as HTMLInputElement;
  box.checked = true;
  box.dispatchEvent(new Event("change", { bubbles: true }));
};

describe("the key's island", () => {
  test("loads nothing until a box is ticked, then starts the key once", async () => {
    await identifyKey.mount([key]);
    await settled();
    expect(started).not.toHaveBeenCalled();

    tickPores();
    expect(key.querySelector("[data-key-list]")?.getAttribute("aria-busy")).toBe("true");
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith(key));
    tickPores();
    await settled();
    expect(started).toHaveBeenCalledTimes(1);
  });

  test("starts as a group of choices opens, the list left as it is until a tick", async () => {
    await identifyKey.mount([key]);
    key.querySelector("details")?.dispatchEvent(new Event("toggle"));
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith(key));
    expect(key.querySelector("[data-key-list]")?.hasAttribute("aria-busy")).toBe(false);
    tickPores();
    expect(key.querySelector("[data-key-list]")?.getAttribute("aria-busy")).toBe("true");
    await settled();
    expect(started).toHaveBeenCalledTimes(1);
  });

  test("starts at once when the address holds choices, as a shared result's does", async () => {
    history.replaceState(null, "", "/identify?hymenium=pores");
    await identifyKey.mount([key]);
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith(key));
  });

  test("waits for a tick when the address holds only other words", async () => {
    history.replaceState(null, "", "/identify?utm_source=leaflet");
    await identifyKey.mount([key]);
    await settled();
    expect(started).not.toHaveBeenCalled();
  });
});
