import { describe, expect, it } from "vitest";
import { labelLines } from "./labelled-drawing.tsx";

describe("a label's lines beside the drawing", () => {
  it("keeps a short label on one line at its full size", () => {
    expect(labelLines("Stem base")).toEqual({ lines: ["Stem base"], size: 11 });
    expect(labelLines("Fruchtkörper")).toEqual({ lines: ["Fruchtkörper"], size: 11 });
  });

  it("breaks a longer one at its spaces, each line within the room", () => {
    expect(labelLines("Podstawa trzonu").lines).toEqual(["Podstawa", "trzonu"]);
    expect(labelLines("Base del gambo").lines).toEqual(["Base del", "gambo"]);
    expect(labelLines("Cuerpo fructífero")).toEqual({ lines: ["Cuerpo", "fructífero"], size: 11 });
  });

  it("makes a word too long for a line smaller, in proportion", () => {
    expect(labelLines("Vruchtlichaam")).toEqual({ lines: ["Vruchtlichaam"], size: 10.1 });
  });
});
