import { readFileSync } from "node:fs";
import { type Container, parse } from "postcss";

/** Where a colour token is set in app/app.css: the light theme, the dark one, or print. */
export type ColorScheme = "light" | "dark" | "print";

const schemeOf = (rule: Container): ColorScheme | undefined => {
  const parent = rule.parent;
  if (rule.type === "atrule" && "name" in rule && rule.name === "theme") {
    return "light";
  }
  if (parent?.type !== "atrule" || !("params" in parent)) return undefined;
  if (parent.params === "(prefers-color-scheme: dark)") return "dark";
  if (parent.params === "print") return "print";
  return undefined;
};

/**
 * The `--color-*` tokens of app/app.css for one scheme, e.g. `{ cap: "<its value>" }`: read at build
 * time for what CSS cannot colour (the manifest, icons, share cards, the browser's bars).
 */
export function cssColorTokens(scheme: ColorScheme, css = readFileSync("app/app.css", "utf8")) {
  const tokens: Record<string, string> = {};
  parse(css).walkDecls(/^--color-/, (declaration) => {
    if (declaration.parent && schemeOf(declaration.parent) === scheme) {
      tokens[declaration.prop.slice("--color-".length)] = declaration.value;
    }
  });
  return tokens;
}

/** One token of a scheme; a missing one fails the build, naming it. */
function token(tokens: Record<string, string>, name: string): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`app/app.css sets no --color-${name}`);
  return value;
}

const light = cssColorTokens("light");

/** The light theme's colours of the share card, the icons and the manifest. */
export const brandColors = {
  paper: token(light, "paper"),
  ink: token(light, "ink"),
  inkMuted: token(light, "ink-muted"),
  moss: token(light, "moss"),
  cap: token(light, "cap"),
};

/** Each theme's paper: the browser's bars (the `theme-color` meta) blend with the page. */
export const themeColors = {
  light: token(light, "paper"),
  dark: token(cssColorTokens("dark"), "paper"),
};
