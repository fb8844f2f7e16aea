import { describe, expect, it } from "vitest";
import { factText } from "./morphology-words.ts";

describe("a fact's value in the facts box and the pair tables", () => {
  it("starts with a capital, as the values of closed lists do", () => {
    expect(factText("smell", "faint, sickly sweet, stronger with age")).toBe(
      "Faint, sickly sweet, stronger with age",
    );
    expect(factText("bruising", "none; the flesh stays white when cut")).toBe(
      "None; the flesh stays white when cut",
    );
    expect(factText("sporePrint", ["white"])).toBe("White");
  });

  it("keeps the rest of free text as written", () => {
    expect(factText("smell", "Of anise, strong")).toBe("Of anise, strong");
    expect(factText("smell", "")).toBe("");
  });
});
