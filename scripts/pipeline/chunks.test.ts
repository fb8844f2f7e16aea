import { describe, expect, it } from "vitest";
import { isFramework } from "./chunks.ts";

const project = "/home/owner/fungi-atlas";

describe("isFramework", () => {
  it("puts React, React DOM and React Router into the framework chunk", () => {
    for (const id of [
      `${project}/node_modules/react/cjs/react.production.js`,
      `${project}/node_modules/react-dom/cjs/react-dom-client.production.js`,
      `${project}/node_modules/react-router/dist/production/chunk.mjs`,
      `${project}/node_modules/scheduler/index.js`,
      "C:\\Users\\owner\\fungi-atlas\\node_modules\\react\\index.js",
    ]) {
      expect(isFramework(id), id).toBe(true);
    }
  });

  it("leaves the site's modules, other packages and the bundler's helpers out of it", () => {
    // The preload helper is imported by the islands' dynamic imports: in the framework chunk, it
    // would make every page load React.
    for (const id of [
      "\0vite/preload-helper.js",
      `${project}/node_modules/sonner/dist/index.mjs`,
      `${project}/app/root.tsx`,
      `${project}/app/lib/site-url.ts`,
      `${project}/app/features/ads/ad-slot.tsx`,
    ]) {
      expect(isFramework(id), id).toBe(false);
    }
  });
});
