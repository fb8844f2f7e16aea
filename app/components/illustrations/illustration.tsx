/** What each drawing takes: its size and placement, as Tailwind classes. */
export interface ArtProps {
  className: string;
}

interface IllustrationProps extends ArtProps {
  viewBox: string;
  children: React.ReactNode;
}

/**
 * The frame of every drawing on the site: decorative (hidden from screen readers), outlined through currentColor
 * (ink on light paper; in the dark theme the paper colour, so the outlines cut the light fills), filled with the theme's tokens (`fill-cap`, `fill-sage`...), so
 * each drawing follows the light and dark themes without a second version.
 */
export function Illustration({ viewBox, className, children }: IllustrationProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={`text-ink dark:text-paper print:hidden ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
