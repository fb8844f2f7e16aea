import { expect, test } from "vitest";
import {
  listingPageCount,
  listingPageNumber,
  listingPageMeta,
  listingPagePath,
  visiblePageNumbers,
} from "./listing-pages.ts";

test("a listing's first page is the section's path, the next ones under /page/", () => {
  expect(listingPagePath("/types", 1)).toBe("/types");
  expect(listingPagePath("/types", 3)).toBe("/types/page/3");
});

test("a listing's first page has its own title, the next ones say their number in the site's words", () => {
  const german = { pageTitle: "{title} – Seite {number}" };
  const listing = { title: "Arten", description: "Alle Arten", path: "/types" };
  expect(listingPageMeta(listing, 1, german)).toEqual(listing);
  expect(listingPageMeta(listing, 3, german)).toEqual({
    title: "Arten – Seite 3",
    description: "Alle Arten",
    path: "/types/page/3",
  });
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

test("a later page's number is read from the address only while the listing has that page", () => {
  expect(listingPageNumber(undefined, 1)).toBe(1);
  expect(listingPageNumber("2", 3)).toBe(2);
  expect(listingPageNumber("3", 3)).toBe(3);
  for (const page of ["1", "4", "0", "02", "2.0", "-2", "two", ""]) {
    expect(listingPageNumber(page, 3), page).toBeUndefined();
  }
});
