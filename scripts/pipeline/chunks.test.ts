import { describe, expect, it } from "vitest";
import { frameworkChunkOf } from "./chunks.ts";

const project = "/home/owner/fungi-atlas";

describe("frameworkChunkOf", () => {
  it("puts React and React DOM into one chunk, React Router into another", () => {
    for (const id of [
      `${project}/node_modules/react/cjs/react.production.js`,
      `${project}/node_modules/react-dom/cjs/react-dom-client.production.js`,
      `${project}/node_modules/scheduler/index.js`,
      "C:\\Users\\owner\\fungi-atlas\\node_modules\\react\\index.js",
    ]) {
      expect(frameworkChunkOf(id), id).toBe("framework-react");
    }
    expect(frameworkChunkOf(`${project}/node_modules/react-router/dist/production/chunk.mjs`)).toBe(
      "framework-router",
    );
  });

  it("leaves the site's modules, other packages and the bundler's helpers out of them", () => {
    // The preload helper is imported by the islands' dynamic imports: in a framework chunk, it
    // would make every page load React.
    for (const id of [
      "\0vite/preload-helper.js",
      `${project}/node_modules/sonner/dist/index.mjs`,
      `${project}/node_modules/@react-router/dev/dist/index.js`,
      `${project}/app/root.tsx`,
      `${project}/app/features/ads/ad-slot.tsx`,
    ]) {
      expect(frameworkChunkOf(id), id).toBeUndefined();
    }
  });
});
