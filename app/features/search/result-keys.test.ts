import { describe, expect, it } from "vitest";
import { nextResultIndex } from "./result-keys.ts";

describe("nextResultIndex", () => {
  it("moves down from the field through the results, and stops at the last", () => {
    expect(nextResultIndex("ArrowDown", -1, 3)).toBe(0);
    expect(nextResultIndex("ArrowDown", 1, 3)).toBe(2);
    expect(nextResultIndex("ArrowDown", 2, 3)).toBeUndefined();
    expect(nextResultIndex("ArrowDown", -1, 0)).toBeUndefined();
  });

  it("moves up through the results back to the field, and no further", () => {
    expect(nextResultIndex("ArrowUp", 2, 3)).toBe(1);
    expect(nextResultIndex("ArrowUp", 0, 3)).toBe(-1);
    expect(nextResultIndex("ArrowUp", -1, 3)).toBeUndefined();
  });

  it("ignores other keys", () => {
    expect(nextResultIndex("Enter", 0, 3)).toBeUndefined();
  });
});
