import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cssColorTokens } from "#app/lib/css-tokens.ts";
import { withPalette } from "#app/lib/drawing-palette.ts";

const folder = "app/assets/illustrations";

describe.each(readdirSync(folder))("illustration %s", (file) => {
  const svg = readFileSync(`${folder}/${file}`, "utf8");

  it("is coloured by the tokens of app/app.css, written in by the build for both themes", () => {
    const light = cssColorTokens("light");
    const dark = cssColorTokens("dark");
    const drawn = withPalette(svg, light, dark);
    const [, lightRule = "", darkRule = ""] =
      /<style>svg\{([^}]*)\}@media \(prefers-color-scheme:dark\)\{svg\{([^}]*)\}\}/.exec(drawn) ??
      [];
    // Outlines: ink on light paper; in the dark theme the paper colour, cutting the light fills.
    expect(lightRule).toMatch(new RegExp(`^color:${light.ink};--`));
    expect(darkRule).toMatch(new RegExp(`^color:${dark.paper};--`));
    expect(svg).not.toMatch(/#[0-9a-f]{3,8}\b/i);
  });

  it("declares its size, so its space is reserved before it loads", () => {
    expect(svg).toMatch(/^<svg width="\d+" height="\d+" xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});

describe("a drawing's palette", () => {
  const svg = "<svg><style>.fill-cap{fill:var(--cap)}.text-moss{color:var(--moss)}</style></svg>";
  const light = { ink: "#111111", paper: "#eeeeee", cap: "#aa0000", moss: "#00aa00" };
  const dark = { ink: "#eeeeee", paper: "#111111", cap: "#ff8888", moss: "#88ff88" };

  it("sets each token the drawing uses, in each theme, and its outline colour", () => {
    expect(withPalette(svg, light, dark)).toBe(
      "<svg><style>svg{color:#111111;--cap:#aa0000;--moss:#00aa00}" +
        "@media (prefers-color-scheme:dark){svg{color:#111111;--cap:#ff8888;--moss:#88ff88}}" +
        ".fill-cap{fill:var(--cap)}.text-moss{color:var(--moss)}</style></svg>",
    );
  });

  it("fails the build on a token the stylesheet does not set, naming it", () => {
    expect(() => withPalette(svg.replace("--cap", "--rust"), light, dark)).toThrow(/--rust/);
  });
});
