// @vitest-environment jsdom
import { expect, test } from "vitest";
import { publishedPurposes } from "#app/lib/consent-purposes.ts";
import { publishUnasked } from "./consent-gate.ts";

// With consent.mode "none" (docs/consent.md) nobody is asked: the layout publishes, in its first
// render in the browser, that ads may load, and statistics unless Global Privacy Control is sent.

test("with mode none, ads and statistics are allowed at once, once", () => {
  expect(publishedPurposes()).toBeUndefined();
  publishUnasked();
  const first = publishedPurposes();
  expect(first).toEqual({ ads: true, statistics: true });
  publishUnasked();
  // A later render publishes nothing new: statistics would count the consent twice.
  expect(publishedPurposes()).toBe(first);
});
