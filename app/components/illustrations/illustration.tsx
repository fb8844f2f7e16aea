interface IllustrationProps {
  /** The drawing's file, imported with `?no-inline` so it stays a cacheable file of its own. */
  src: string;
  /** The drawing's own size (its viewBox), so the browser reserves its space before it loads. */
  width: number;
  height: number;
  /** Size and placement, as Tailwind classes. */
  className: string;
  loading?: "lazy";
  /**
   * A drawing in the page's first view (the home hero, the coming-soon sprout, the 404 mushroom):
   * the build writes it into the page (docs/decisions/005-largest-drawing-in-the-page.md) and it
   * is decoded with the text around it, so it appears in the same frame instead of a round trip
   * later.
   */
  priority?: boolean;
}

/**
 * A decorative drawing (app/assets/illustrations/), shown as an image: it costs no JavaScript and
 * is not repeated in the HTML. The build writes the palette of app/app.css for both colour
 * schemes into each file (scripts/pipeline/drawing-palette.ts), so it follows the visitor's theme.
 */
export function Illustration({
  src,
  width,
  height,
  className,
  loading,
  priority = false,
}: IllustrationProps) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={loading}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={`print:hidden ${className}`}
    />
  );
}
