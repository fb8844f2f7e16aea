import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import OfflineControl from "./offline-control.tsx";
import { withSettings } from "#tests/fixtures/settings.tsx";

const savedAt = Date.UTC(2026, 10, 28);

// The atlas as the store says it is once saved (the same objects each time, as the store keeps
// them); the control only reads it.
const saved = { kind: "saved", savedAt, bytes: 4_200_000 };
const source = { savedAt };
vi.mock("./atlas-store.ts", () => ({
  atlasState: () => saved,
  atlasSource: () => source,
  subscribe: () => () => {},
  startOffline: () => {},
  saveAtlas: () => {},
  cancelSave: () => {},
  removeAtlas: () => {},
  isAtlasReplaced: () => false,
}));

describe("the offline control of a saved atlas", () => {
  it("says when it was saved, with no separator left hanging at the end", () => {
    render(<OfflineControl placement="page" />, { wrapper: withSettings() });
    const remove = screen.getByRole("button", { name: "Remove" });
    const status = remove.previousElementSibling;
    expect(status?.textContent).toMatch(/November 2[78], 2026\.?$/);
    expect(status?.textContent).not.toContain("·");
  });

  it("does not dress Remove, which deletes the atlas, as the page's main button", () => {
    render(<OfflineControl placement="page" />, { wrapper: withSettings() });
    const remove = screen.getByRole("button", { name: "Remove" });
    // The primary button is filled with the brand colour; the others are outlined.
    expect(remove.className).not.toMatch(/(^|\s)bg-moss(\s|$)/);
    expect(remove.className).toMatch(/(^|\s)border-moss(\s|$)/);
  });
});
