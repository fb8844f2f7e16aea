import type { ReactNode } from "react";

interface IconProps {
  /** Its strokes: `<path>`s, drawn in the text's colour. */
  children: ReactNode;
  /** Its size (and any colour other than the text's): "size-5" unless said. */
  className?: string;
  /** The grid its strokes are drawn on: 24 units a side unless said. */
  viewBox?: string;
  strokeWidth?: number;
}

/**
 * A stroke icon beside words that say what it means: hidden from screen readers, drawn with round
 * ends and joins in the text's colour, so it follows the theme and forced colours.
 */
export function Icon({
  children,
  className = "size-5",
  viewBox = "0 0 24 24",
  strokeWidth = 2,
}: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
