import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { siteMessagesFor } from "#app/i18n/site-messages.ts";
import { factText } from "./morphology-words.ts";

/** The owner's words, as a component gives them. */
const words = siteMessagesFor(siteConfig);

describe("a fact's value in the facts box and the pair tables", () => {
  it("starts with a capital, as the values of closed lists do", () => {
    expect(factText("smell", "faint, sickly sweet, stronger with age", words)).toBe(
      "Faint, sickly sweet, stronger with age",
    );
    expect(factText("bruising", "none; the flesh stays white when cut", words)).toBe(
      "None; the flesh stays white when cut",
    );
    expect(factText("sporePrint", ["white"], words)).toBe("White");
  });

  it("keeps the rest of free text as written", () => {
    expect(factText("smell", "Of anise, strong", words)).toBe("Of anise, strong");
    expect(factText("smell", "", words)).toBe("");
  });
});
