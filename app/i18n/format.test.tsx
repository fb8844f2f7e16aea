import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fill } from "./format.ts";
import { fillNodes } from "./fill-nodes.ts";
import { plural } from "./plural.ts";

describe("filling in texts", () => {
  it("puts values in their placeholders", () => {
    expect(fill("© {year} {brand}.", { year: 2026, brand: "Fungi Atlas" })).toBe(
      "© 2026 Fungi Atlas.",
    );
  });

  it("puts elements in their placeholders", () => {
    const text = fillNodes("Veröffentlicht am {date}", { date: <time>1. Oktober</time> });
    expect(renderToStaticMarkup(<p>{text}</p>)).toBe(
      "<p>Veröffentlicht am <time>1. Oktober</time></p>",
    );
  });

  it("chooses the plural form the language's grammar asks for", () => {
    const polish = {
      one: "{count} minuta",
      few: "{count} minuty",
      many: "{count} minut",
      other: "{count} minuty",
    };
    expect([1, 2, 5, 22, 25].map((count) => plural(polish, count, "pl"))).toEqual([
      "1 minuta",
      "2 minuty",
      "5 minut",
      "22 minuty",
      "25 minut",
    ]);
    expect(plural({ one: "{count} min", other: "{count} mins" }, 1, "en")).toBe("1 min");
  });
});
