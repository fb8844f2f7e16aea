// @vitest-environment jsdom
import { getByRole } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pageStartedEvent } from "#app/lib/island.ts";
import type { AtlasState } from "./atlas-store.ts";
import { withSettings } from "#tests/fixtures/settings.tsx";
import { OfflineControl } from "./offline-control.tsx";
import island from "./offline-control.island.ts";

const savedAt = Date.UTC(2026, 10, 28);

// The store as the control sees it: a state the test sets, and the listeners it tells.
const store = vi.hoisted(() => ({
  state: { kind: "loading" } as AtlasState,
  source: {} as { savedAt?: number; keptAt?: number },
  listeners: new Set<() => void>(),
}));
const actions = vi.hoisted(() => ({
  saveAtlas: vi.fn(),
  cancelSave: vi.fn(),
  removeAtlas: vi.fn(),
  startOffline: vi.fn(),
}));
vi.mock("./atlas-store.ts", () => ({
  atlasState: () => store.state,
  atlasSource: () => store.source,
  subscribe: (listener: () => void) => store.listeners.add(listener),
  ...actions,
}));

function setState(state: AtlasState) {
  store.state = state;
  for (const listener of store.listeners) listener();
}

/** Mounts a control as offline-control.tsx pre-renders it, as the page's islands start it. */
function mountControl(placement: "footer" | "page") {
  const Settings = withSettings();
  document.body.innerHTML = renderToStaticMarkup(
    <Settings>
      <OfflineControl placement={placement} />
    </Settings>,
  );
  const box = document.querySelector<HTMLElement>("[data-placement]");
  if (!box) throw new Error("no control");
  void island.mount([box]);
  return box;
}

beforeEach(() => {
  store.state = { kind: "loading" };
  store.source = {};
  store.listeners.clear();
  for (const action of Object.values(actions)) action.mockReset();
});

describe("the offline control of a saved atlas", () => {
  beforeEach(() => {
    store.state = { kind: "saved", savedAt, bytes: 4_200_000 };
    store.source = { savedAt };
  });

  it("says when it was saved, with no separator left hanging at the end", () => {
    const box = mountControl("page");
    const remove = getByRole(box, "button", { name: "Remove" });
    const status = remove.previousElementSibling;
    expect(status?.textContent).toMatch(/November 2[78], 2026\.?$/);
    expect(status?.textContent).not.toContain("·");
  });

  it("does not dress Remove, which deletes the atlas, as the page's main button", () => {
    const box = mountControl("page");
    const remove = getByRole(box, "button", { name: "Remove" });
    // The primary button is filled with the brand colour; the others are outlined.
    expect(remove.className).not.toMatch(/(^|\s)bg-moss(\s|$)/);
    expect(remove.className).toMatch(/(^|\s)border-moss(\s|$)/);
    remove.click();
    expect(actions.removeAtlas).toHaveBeenCalledOnce();
  });
});

describe("the offline control as the atlas is saved", () => {
  it("offers nothing until it knows the atlas's size, then offers to save it", () => {
    const box = mountControl("page");
    expect(box.querySelector("button")?.hidden).toBe(true);
    setState({ kind: "idle", bytes: 4_200_000 });
    const save = getByRole(box, "button", { name: "Save the atlas for offline use: 4.2\u00a0MB" });
    expect(save.className).toMatch(/(^|\s)bg-moss(\s|$)/);
  });

  it("keeps one button through Save and Cancel, and its progress only while it saves", () => {
    store.state = { kind: "idle", bytes: 4_200_000 };
    const box = mountControl("footer");
    const button = getByRole(box, "button", { name: /^Save the atlas/ });
    expect(box.querySelector("progress:not([hidden])")).toBeNull();
    button.click();
    expect(actions.saveAtlas).toHaveBeenCalledOnce();

    setState({ kind: "saving", done: 1_000_000, bytes: 4_200_000 });
    expect(getByRole(box, "button", { name: "Cancel" })).toBe(button);
    const progress = getByRole(box, "progressbar", { name: /^Saving the atlas .* of 4.2/ });
    expect(progress).toMatchObject({ value: 1_000_000, max: 4_200_000 });
    button.click();
    expect(actions.cancelSave).toHaveBeenCalledOnce();

    setState({ kind: "idle", bytes: 4_200_000, notice: "cancelled" });
    expect(getByRole(box, "button", { name: /^Save the atlas/ })).toBe(button);
    expect(box).toHaveTextContent("Saving was cancelled. Nothing was kept.");
    expect(progress.hidden).toBe(true);
  });

  it("speaks its changes only once the visitor has used it", () => {
    store.state = { kind: "idle", bytes: 4_200_000 };
    const box = mountControl("footer");
    const button = getByRole(box, "button", { name: /^Save the atlas/ });
    const status = button.previousElementSibling;
    expect(status?.getAttribute("aria-live")).toBe("off");
    button.click();
    expect(status?.getAttribute("aria-live")).toBe("polite");
  });

  it("says so on a page that is the copy kept when it was opened", () => {
    store.source = { keptAt: savedAt };
    const box = mountControl("footer");
    expect(box.querySelector("p")).toHaveTextContent(
      /^You are offline: this page is the copy kept when you opened it on November 2[78], 2026\.$/,
    );
  });
});

it("registers the worker and reads the atlas only once the page has started", () => {
  mountControl("footer");
  expect(actions.startOffline).not.toHaveBeenCalled();
  dispatchEvent(new Event(pageStartedEvent));
  expect(actions.startOffline).toHaveBeenCalledOnce();
});
