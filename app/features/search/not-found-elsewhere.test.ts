import { describe, expect, it } from "vitest";
import { isNotFoundPageElsewhere } from "./not-found-elsewhere.ts";

/** The globals of the 404 page, as React Router writes them, at an address under a base path. */
const at = (pathname: string, basename = "/", modules = ["root", "routes/not-found"]) =>
  ({
    location: { pathname },
    __reactRouterContext: { basename },
    __reactRouterRouteModules: Object.fromEntries(modules.map((id) => [id, {}])),
    __reactRouterManifest: {
      routes: {
        root: { path: "" },
        "routes/_layout": {},
        "routes/about": { path: "about" },
        "routes/article": { path: ":section/:slug" },
        "routes/listing-page": { path: ":section/page/:page" },
        "routes/not-found": { path: "*" },
      },
    },
  }) as unknown as Window;

describe("the 404 page at another route's address", () => {
  it("is left unhydrated where a route with parameters takes the address", () => {
    expect(isNotFoundPageElsewhere(at("/types/no-such-species"))).toBe(true);
    expect(isNotFoundPageElsewhere(at("/types/page/9"))).toBe(true);
    expect(isNotFoundPageElsewhere(at("/fungi-atlas/types/x", "/fungi-atlas/"))).toBe(true);
  });

  it("hydrates where only the 404 route takes it, and on any other page", () => {
    expect(isNotFoundPageElsewhere(at("/no/such/page"))).toBe(false);
    expect(isNotFoundPageElsewhere(at("/missing"))).toBe(false);
    expect(isNotFoundPageElsewhere(at("/types/chanterelle", "/", ["root", "routes/article"]))).toBe(
      false,
    );
  });
});
