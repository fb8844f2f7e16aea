import { expect, test } from "vitest";
import { listingPageCount, listingPagePath, visiblePageNumbers } from "./listing-pages.ts";

test("a listing's first page is the section's path, the next ones under /page/", () => {
  expect(listingPagePath("/types", 1)).toBe("/types");
  expect(listingPagePath("/types", 3)).toBe("/types/page/3");
});

test("24 articles a page, and one page even with none", () => {
  expect([0, 1, 24, 25, 48, 49].map(listingPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
});

test("a long listing links the first, the last and the current page's neighbours", () => {
  expect(visiblePageNumbers(1, 3)).toEqual([1, 2, 3]);
  expect(visiblePageNumbers(1, 10)).toEqual([1, 2, null, 10]);
  expect(visiblePageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  expect(visiblePageNumbers(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  expect(visiblePageNumbers(10, 10)).toEqual([1, null, 9, 10]);
});
