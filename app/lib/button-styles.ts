/**
 * The site's two button looks, for links that act as calls to action. With forced colours, which
 * drop backgrounds, the filled one keeps a shape by its border.
 */
export const primaryButton =
  "inline-flex min-h-12 items-center rounded-full bg-moss px-7 py-3 text-lg font-semibold text-paper shadow-sm transition-colors hover:bg-moss-deep forced-colors:border-2";

export const secondaryButton =
  "inline-flex min-h-12 items-center rounded-full border-2 border-moss px-7 py-3 text-lg font-semibold text-moss transition-colors hover:bg-paper-deep";
