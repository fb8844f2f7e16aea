import { themeColors } from "#scripts/build/css-tokens.ts";

const viewport = /<meta name="viewport"[^>]*\/>/;

/**
 * Adds a `theme-color` meta for each colour scheme after the viewport meta, so the browser's own
 * bars match the page in both themes. Written by the build, not by React: static head tags cost the
 * browser bundle nothing, and React leaves tags it did not render in the head alone.
 */
export function withThemeColors(html: string): string {
  const metas = Object.entries(themeColors)
    .map(
      ([scheme, color]) =>
        `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${color}"/>`,
    )
    .join("");
  if (!viewport.test(html))
    throw new Error("the page has no viewport meta to put theme-color after");
  return html.replace(viewport, (meta) => meta + metas);
}
