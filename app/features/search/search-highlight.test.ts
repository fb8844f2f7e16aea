// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { excerptParts } from "./search-engine.ts";

describe("a result's highlights", () => {
  it("mark the word alone, not the punctuation Pagefind marks with it", () => {
    expect(excerptParts("the <mark>chanterelle,</mark> or <mark>(girolle).</mark>")).toEqual([
      { text: "the ", marked: false },
      { text: "chanterelle", marked: true },
      { text: ",", marked: false },
      { text: " or ", marked: false },
      { text: "(", marked: false },
      { text: "girolle", marked: true },
      { text: ").", marked: false },
    ]);
  });

  it("keep the marks inside a word and on numbers", () => {
    expect(excerptParts("<mark>jack-o'-lantern</mark> in <mark>2026</mark>")).toEqual([
      { text: "jack-o'-lantern", marked: true },
      { text: " in ", marked: false },
      { text: "2026", marked: true },
    ]);
  });
});
