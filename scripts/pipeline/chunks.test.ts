import { describe, expect, it } from "vitest";
import { chunkOf } from "./chunks.ts";

const project = "/home/owner/fungi-atlas";

describe("chunkOf", () => {
  it("puts React, React DOM, React Router and the preload helper into the framework chunk", () => {
    for (const id of [
      `${project}/node_modules/react/cjs/react.production.js`,
      `${project}/node_modules/react-dom/cjs/react-dom-client.production.js`,
      `${project}/node_modules/react-router/dist/production/chunk.mjs`,
      `${project}/node_modules/scheduler/index.js`,
      "\0vite/preload-helper.js",
      "C:\\Users\\owner\\fungi-atlas\\node_modules\\react\\index.js",
    ]) {
      expect(chunkOf(id), id).toBe("framework");
    }
  });

  it("leaves other packages to the modules that import them", () => {
    expect(chunkOf(`${project}/node_modules/sonner/dist/index.mjs`)).toBeUndefined();
    expect(
      chunkOf(`${project}/node_modules/@radix-ui/react-tooltip/dist/index.mjs`),
    ).toBeUndefined();
  });

  it("puts the site's modules that every page uses into the app chunk", () => {
    for (const file of [
      "root.tsx",
      "routes/_layout.tsx",
      "config/site.ts",
      "lib/base-url.ts",
      "components/layout/site-header.tsx",
      "features/ads/ad-slot.tsx",
      "components/illustrations/illustration.tsx",
    ]) {
      expect(chunkOf(`${project}/app/${file}`), file).toBe("app");
    }
    expect(chunkOf("C:\\fungi-atlas\\app\\components\\layout\\site-footer.tsx")).toBe("app");
  });

  it("leaves the routes and what loads on demand out of the shared chunks", () => {
    for (const file of [
      "routes/home.tsx",
      "routes/about.tsx",
      "components/layout/tooltips.tsx",
      "components/layout/popover-fallback.ts",
      "features/ads/inspector/ad-inspector.tsx",
      "features/ads/ad-frame-loader.tsx",
      "features/ads/use-fold-when-empty.ts",
      "lib/content/listing-pages.ts",
      "features/consent/consent-banner.tsx",
      "app.css",
    ]) {
      expect(chunkOf(`${project}/app/${file}`), file).toBeUndefined();
    }
  });
});
