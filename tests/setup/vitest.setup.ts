import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { removeTemporaryFolders } from "#tests/fixtures/temporary-folders.ts";

// jsdom lays nothing out and has no ResizeObserver, which every browser the site supports has (the
// footer's offline control observes sizes). Before each test: each test's globals
// are restored after it (unstubGlobals).
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(cleanup);
afterAll(removeTemporaryFolders);

// A console.error in a component test is a bug the visitor would hit: fail on it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});
