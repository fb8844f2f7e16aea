import type { TermDrawing } from "./term-drawing.server.ts";

/**
 * A term's drawing, its part ringed: the fruit body as an image inside an inline SVG, so that the
 * ring, in the page's link colour, follows the page's theme.
 */
export function TermFigure({ drawing, label }: { drawing: TermDrawing; label: string }) {
  return (
    <svg
      viewBox="0 0 120 100"
      width="120"
      height="100"
      // One picture with its name, as the species' labelled drawing is.
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="img"
      aria-label={label}
      className="shrink-0 text-moss"
    >
      <image href={drawing.src} x="0" y="0" width="120" height="100" />
      {drawing.ring && (
        <circle
          cx={drawing.ring.x}
          cy={drawing.ring.y}
          r="11"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeDasharray="4 3"
        />
      )}
    </svg>
  );
}
