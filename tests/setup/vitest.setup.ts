import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { removeTemporaryFolders } from "#tests/fixtures/temporary-folders.ts";

afterEach(cleanup);
afterAll(removeTemporaryFolders);

// A console.error in a component test is a bug the visitor would hit: fail on it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});
