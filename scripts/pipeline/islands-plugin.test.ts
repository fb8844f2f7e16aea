import { expect, it } from "vitest";
import { islandModules } from "./islands-plugin.ts";

it("lists the core's islands and every feature's", () => {
  expect(
    islandModules({ toast: "components/home/toast.island.ts" }, [
      { name: "ads", islands: { ads: "features/ads/ads.island.ts" } },
      { name: "embeds" },
    ]),
  ).toEqual({ toast: "components/home/toast.island.ts", ads: "features/ads/ads.island.ts" });
});

it("fails the build when two islands share a name, naming the feature", () => {
  expect(() =>
    islandModules({ ads: "components/ads.island.ts" }, [
      { name: "ads", islands: { ads: "features/ads/ads.island.ts" } },
    ]),
  ).toThrow(/"ads".*ads feature/);
});
