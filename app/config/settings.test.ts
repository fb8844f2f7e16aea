import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { buildMeta } from "#app/lib/seo.ts";
import { handle, middleware } from "#app/root.tsx";
import { wordsOf } from "#app/i18n/words.ts";
import { settingsOf } from "./settings.ts";
import { loaderSettings } from "./settings.server.ts";
import { siteConfig } from "./site.ts";

// How the owner's settings reach a page (docs/decisions/034-settings-flow-down-as-values.md): the
// root reads them and hands them down; the components' half is shown by their own tests, which
// give them other settings (site-header.test.tsx: a short name).

describe("the settings the root hands down", () => {
  it("reach a route's meta through the root's handle, the first of its matches", () => {
    const renamed = { ...siteConfig, name: "Mycelium Atlas" };
    const matches = [{ handle: { ...handle, settings: renamed } }, { handle: undefined }];
    const [title] = buildMeta(
      { title: "About", path: "/about" },
      settingsOf(matches),
      wordsOf(matches),
    );
    expect(title).toEqual({ title: "About | Mycelium Atlas" });
    expect(settingsOf([{ handle }])).toBe(siteConfig);
  });

  it("reach the loaders through the context the root's middleware fills", async () => {
    const context = new RouterContextProvider();
    const [fill] = middleware;
    await fill?.(
      {
        context,
        request: new Request("https://fungi-atlas.example.com/"),
        url: new URL("https://fungi-atlas.example.com/"),
        pattern: "/",
        params: {},
      },
      async () => new Response(),
    );
    expect(loaderSettings(context)).toBe(siteConfig);
  });
});
