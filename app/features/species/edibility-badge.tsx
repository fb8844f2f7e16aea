import { Icon } from "#app/ui/icon.tsx";
import type { Edibility } from "#app/lib/content/species.ts";
import { useWords } from "#app/i18n/words.ts";

/**
 * Each harmful edibility has its own colour, icon and word; deadly is the strongest, filled. The
 * harmless ones share the calm colours. Every colour keeps 4.5:1 against the paper in both themes.
 */
const looks: Record<Edibility, string> = {
  choice: "border-moss text-moss",
  edible: "border-moss text-moss",
  caution: "border-ink-muted text-ink-muted",
  inedible: "border-ink-muted text-ink-muted",
  unknown: "border-ink-muted text-ink-muted",
  psychoactive: "border-psyche text-psyche",
  poisonous: "border-cap text-cap",
  // Printed with its fill: browsers leave backgrounds out of print, and the word is paper-white.
  deadly: "border-danger bg-danger text-paper font-bold [print-color-adjust:exact]",
};

/** An icon's strokes, by edibility: each group of words has its own shape, not only a colour. */
const icons: Record<Edibility, string> = {
  choice:
    "M6 10.5l2.5 2.5L14 7.5M10 1.5l2.2 1.3 2.5-.1 1.2 2.2 2.2 1.2-.1 2.5 1.3 2.2-1.3 2.2.1 2.5-2.2 1.2-1.2 2.2-2.5-.1L10 18.5l-2.2-1.3-2.5.1-1.2-2.2-2.2-1.2.1-2.5L.7 10l1.3-2.2-.1-2.5 2.2-1.2 1.2-2.2 2.5.1z",
  edible: "M6 10.5l2.5 2.5L14 7.5M10 2a8 8 0 100 16 8 8 0 000-16z",
  caution: "M10 7v4m0 3v.5M10 2l8.5 15h-17z",
  inedible: "M4.3 4.3l11.4 11.4M10 2a8 8 0 100 16 8 8 0 000-16z",
  psychoactive: "M10 10a2 2 0 102-2 4 4 0 10-4 4 6 6 0 106-6M10 2a8 8 0 100 16 8 8 0 000-16z",
  unknown:
    "M7.5 7.5a2.5 2.5 0 113.5 2.3c-.6.3-1 .9-1 1.6v.6m0 2.5v.5M10 2a8 8 0 100 16 8 8 0 000-16z",
  poisonous: "M7 7l6 6m0-6l-6 6M10 2a8 8 0 100 16 8 8 0 000-16z",
  // A skull: the one shape no other edibility comes near.
  deadly:
    "M10 1.5a7 7 0 00-7 7c0 2.4 1.2 4 2.8 4.9V17h8.4v-3.6c1.6-.9 2.8-2.5 2.8-4.9a7 7 0 00-7-7zM7 8.5h.5m5 0h.5M8.5 17v1.5m3-1.5v1.5M9.5 12l.5-1 .5 1",
};

interface EdibilityBadgeProps {
  edibility: Edibility;
  /** The small size, for a table's narrow cells. */
  small?: boolean;
}

/** An edibility in words, with its icon and colour: never the colour alone. */
export function EdibilityBadge({ edibility, small = false }: EdibilityBadgeProps) {
  const { species: messages } = useWords();
  return (
    <span
      className={`inline-flex items-center gap-1.5 border-2 font-semibold ${looks[edibility]} ${small ? "rounded-xl px-1.5 text-sm" : "rounded-full px-2.5 py-0.5 text-base"}`}
    >
      <Icon viewBox="0 0 20 20" className={`${small ? "size-4" : "size-5"} shrink-0`}>
        <path d={icons[edibility]} />
      </Icon>
      <span className={edibility === "deadly" ? "text-paper" : "text-ink"}>
        {messages[edibility]}
      </span>
    </span>
  );
}
