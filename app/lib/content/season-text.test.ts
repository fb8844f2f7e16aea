import { expect, test } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { listText, seasonText } from "./season-text.ts";

test.each([
  [[7, 8, 9, 10], "July to October"],
  [[9], "September"],
  [[11, 12, 1, 2], "November to February"],
  [[4, 7, 8, 9, 10], "April and July to October"],
  [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "All year"],
])("the season %j reads as %s", (season, words) => {
  expect(seasonText(season, siteConfig)).toBe(words);
});

test("names read as a list", () => {
  expect(listText(["Girolle", "Golden chanterelle", "Pfifferling"], "en")).toBe(
    "Girolle, Golden chanterelle, and Pfifferling",
  );
});
