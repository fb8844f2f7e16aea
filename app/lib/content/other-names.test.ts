import { describe, expect, it } from "vitest";
import { otherNames } from "./other-names.ts";

describe("the other names under a species' title", () => {
  it("leaves out a name that only respells the title, ignoring case, spaces and hyphens", () => {
    expect(otherNames(["Death cap", "Deathcap"], "Death Cap")).toEqual([]);
    expect(otherNames(["Jack-o'-lantern", "Jack o'lantern", "Pumpkin cap"], undefined)).toEqual([
      "Pumpkin cap",
    ]);
    expect(otherNames(["Penny bun", "Cep", "CEP", "Porcini"], "Penny Bun")).toEqual([
      "Cep",
      "Porcini",
    ]);
  });

  it("keeps a name that differs in its letters", () => {
    expect(otherNames(["Chanterelle", "Girolle"], "Chanterelle")).toEqual(["Girolle"]);
    expect(otherNames(["Fly agaric", "Fly amanita"], "Fly Agaric")).toEqual(["Fly amanita"]);
  });
});
