type Tokens = Record<string, string>;

/**
 * A drawing of app/assets/illustrations with the colour tokens it uses (`var(--cap)` in its
 * `<style>`) set from app/app.css, for the light and the dark theme: shown as an image, it cannot
 * read the page's variables. Outlines (`currentColor`) are ink on light paper, paper in the dark.
 */
export function withPalette(svg: string, light: Tokens, dark: Tokens): string {
  const style = /<style>([^<]*)<\/style>/.exec(svg)?.[1] ?? "";
  const names = [
    ...new Set([...style.matchAll(/var\(--([a-z-]+)\)/g)].map((match) => match[1] ?? "")),
  ];
  const declarations = (tokens: Tokens, outline: string) =>
    [
      `color:${value(tokens, outline)}`,
      ...names.map((name) => `--${name}:${value(tokens, name)}`),
    ].join(";");
  const palette = `svg{${declarations(light, "ink")}}@media (prefers-color-scheme:dark){svg{${declarations(dark, "paper")}}}`;
  return svg.replace("<style>", `<style>${palette}`);
}

function value(tokens: Tokens, name: string): string {
  const color = tokens[name];
  if (color === undefined)
    throw new Error(`a drawing uses --${name}, which app/app.css does not set`);
  return color;
}
