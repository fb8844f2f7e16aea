import { describe, expect, it } from "vitest";
import { brandColors } from "./brand.ts";
import { cssColorTokens } from "./css-tokens.ts";

describe("the brand colours of the share card, icons and manifest", () => {
  it("are the light theme's tokens of app/app.css", () => {
    const light = cssColorTokens("@theme");
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    for (const [name, value] of Object.entries(brandColors)) {
      expect(value, `brandColors.${name}`).toBe(light[kebab(name)]);
    }
  });
});
