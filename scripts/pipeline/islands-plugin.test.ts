import { expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { isEveryPageIsland, islandModules } from "./islands-plugin.ts";

const toast = { module: "components/home/toast.island.ts" };
const ads = { module: "features/ads/ads.island.ts", onEveryPage: true } as const;

it("lists the core's islands and every feature's", () => {
  expect(islandModules({ toast }, [{ name: "ads", islands: { ads } }, { name: "embeds" }])).toEqual(
    { toast, ads },
  );
});

it("groups the islands on every page, and only those", () => {
  const grouped = isEveryPageIsland({ toast, ads });
  expect(
    grouped(fileURLToPath(new URL("../../app/features/ads/ads.island.ts", import.meta.url))),
  ).toBe(true);
  expect(
    grouped(fileURLToPath(new URL("../../app/components/home/toast.island.ts", import.meta.url))),
  ).toBe(false);
});

it("fails the build when two islands share a name, naming the feature", () => {
  expect(() =>
    islandModules({ ads: { module: "components/ads.island.ts" } }, [
      { name: "ads", islands: { ads } },
    ]),
  ).toThrow(/"ads".*ads feature/);
});
