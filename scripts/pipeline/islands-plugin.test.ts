import { expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { isEveryPageModule, islandModules, islandsPlugin } from "./islands-plugin.ts";

const toast = { module: "components/home/toast.island.ts" };
const ads = { module: "features/ads/ads.island.ts", onEveryPage: true } as const;
const inApp = (module: string) => fileURLToPath(new URL(`../../app/${module}`, import.meta.url));

it("lists the core's islands and every feature's", () => {
  expect(islandModules({ toast }, [{ name: "ads", islands: { ads } }, { name: "embeds" }])).toEqual(
    { toast, ads },
  );
});

it("groups the islands on every page and what their entry shares with the root, and only those", () => {
  const grouped = isEveryPageModule({ toast, ads });
  expect(grouped(inApp("features/ads/ads.island.ts"))).toBe(true);
  expect(grouped(inApp("lib/brand.ts"))).toBe(true);
  expect(grouped(inApp("lib/display-font.ts"))).toBe(true);
  expect(grouped(inApp("components/home/toast.island.ts"))).toBe(false);
  expect(grouped(inApp("lib/site-url.ts"))).toBe(false);
});

it("fails the build when two islands share a name, naming the feature", () => {
  expect(() =>
    islandModules({ ads: { module: "components/ads.island.ts" } }, [
      { name: "ads", islands: { ads } },
    ]),
  ).toThrow(/"ads".*ads feature/);
});

it("starts the islands in development after Vite's client, which sets the build's constants", () => {
  const plugin = islandsPlugin({ toast });
  const configResolved = plugin.configResolved as (config: { base: string }) => void;
  configResolved({ base: "/atlas/" });
  const resolve = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (this: unknown, id: string) => string | undefined;
  const dev = { environment: { mode: "dev", name: "client" } };
  const entry = load.call(dev, resolve("virtual:islands") ?? "");
  expect(entry).toBe('export default "/atlas/@id/__x00__virtual:islands-dev";');
  // What that address serves: the page's only module in development, where no page that React
  // does not hydrate would otherwise load Vite's client, and `__CONSENT_MODE__` was undefined.
  expect(load.call(dev, resolve("virtual:islands-dev") ?? "")?.split("\n")).toEqual([
    'import "/atlas/@vite/client";',
    'import "/atlas/app/start-islands.ts";',
    "",
  ]);
});
