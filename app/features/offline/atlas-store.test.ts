// @vitest-environment jsdom
import { expect, it, vi } from "vitest";
import { atlasState, saveAtlas, startOffline } from "./atlas-store.ts";

// A browser that can keep the site, with nothing saved yet, and a save that ends when the test says.
const download = vi.hoisted(() => ({ started: false, finish: () => {} }));
vi.mock("./offline-worker.ts", () => ({
  canWorkOffline: () => true,
  registerWorker: async () => true,
  pageSource: async () => ({}),
  tellWorkerAtlasChanged: () => {},
}));
vi.mock("./saved-atlas.ts", () => ({ listAtlases: async () => [], newestOf: () => undefined }));
vi.mock("./atlas-summary.ts", () => ({
  atlasSummary: async () => ({ build: "b1", bytes: 4_200_000 }),
}));
vi.mock("./atlas-download.ts", () => ({
  downloadAtlas: () =>
    new Promise<undefined>((resolve) => {
      download.started = true;
      download.finish = () => resolve(undefined);
    }),
}));

/** Whether leaving the page now would ask the visitor first. */
const leavingAsks = () => !dispatchEvent(new Event("beforeunload", { cancelable: true }));

it("asks before the page goes while the visitor's save runs, and only then", async () => {
  startOffline();
  await vi.waitFor(() => expect(atlasState().kind).toBe("idle"));
  expect(leavingAsks()).toBe(false);

  const saved = saveAtlas();
  expect(atlasState().kind).toBe("saving");
  expect(leavingAsks()).toBe(true);
  await vi.waitFor(() => expect(download.started).toBe(true));

  download.finish();
  await saved;
  expect(leavingAsks()).toBe(false);
});
