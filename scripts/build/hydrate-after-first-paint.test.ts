import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint.ts";

const hydrationModule =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";';
// What React Router 8 pre-renders: module preloads in the head, the hydration module at the end.
const reactRouterPage =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  `<body><main>Mushrooms</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${hydrationModule}</script></body></html>`;

describe("hydrateAfterFirstPaint", () => {
  const deferred = hydrateAfterFirstPaint(reactRouterPage);

  it("fetches no script before the first paint: no preload, no module script in the HTML", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('<script type="module"');
  });

  it("keeps the hydration module, inert, and has the loader preload the same modules", () => {
    expect(deferred).toContain(
      `<script type="text/x-deferred-module" id="deferred-hydration">${hydrationModule}</script>`,
    );
    expect(deferred).toContain('["/assets/manifest-1.js","/assets/root-2.js"]');
    expect(deferred).toContain("first-contentful-paint");
  });

  it("leaves the rest of the page as it was", () => {
    expect(deferred).toContain(
      '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Mushrooms</main><script>window.__reactRouterContext = {};</script>',
    );
  });

  it("fails, rather than ship a page that never hydrates, when React Router's markup changes", () => {
    const changed = reactRouterPage.replace('async=""', 'async=""  defer=""');
    expect(() => hydrateAfterFirstPaint(changed)).toThrow(
      /hydration script or module preloads were not found/,
    );
  });
});
