import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cssColorTokens } from "#app/lib/css-tokens.ts";

const folder = "app/assets/illustrations";

/** The custom properties and outline colour an SVG file sets for one colour scheme. */
function svgPalette(rule: string): Record<string, string> {
  return Object.fromEntries(
    rule.split(";").map((declaration) => {
      const [name = "", value = ""] = declaration.split(":");
      return [name.replace(/^--/, ""), value];
    }),
  );
}

describe.each(readdirSync(folder))("illustration %s", (file) => {
  const svg = readFileSync(`${folder}/${file}`, "utf8");
  const [, lightRule = "", darkRule = ""] =
    svg.match(/<style>svg\{([^}]*)\}@media \(prefers-color-scheme:dark\)\{svg\{([^}]*)\}\}/) ?? [];

  it("uses the palette of app/app.css in the light and the dark theme", () => {
    const light = cssColorTokens("light");
    const dark = cssColorTokens("dark");
    const { color: lightOutline, ...lightColours } = svgPalette(lightRule);
    const { color: darkOutline, ...darkColours } = svgPalette(darkRule);
    expect(Object.keys(lightColours).length).toBeGreaterThan(0);
    // Outlines: ink on light paper; in the dark theme the paper colour, cutting the light fills.
    expect(lightOutline).toBe(light.ink);
    expect(darkOutline).toBe(dark.paper);
    for (const [token, value] of Object.entries(lightColours)) expect(value).toBe(light[token]);
    for (const [token, value] of Object.entries(darkColours)) expect(value).toBe(dark[token]);
  });

  it("declares its size, so its space is reserved before it loads", () => {
    expect(svg).toMatch(/^<svg width="\d+" height="\d+" xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
