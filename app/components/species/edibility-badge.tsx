import type { Edibility } from "#app/lib/content/species.ts";
import messages from "virtual:messages/species";

type Look = "safe" | "careful" | "harmful";

const looks: Record<Edibility, Look> = {
  choice: "safe",
  edible: "safe",
  caution: "careful",
  inedible: "careful",
  psychoactive: "careful",
  unknown: "careful",
  poisonous: "harmful",
  deadly: "harmful",
};

// Both tokens keep 4.5:1 against the paper in the light and the dark theme.
const colours: Record<Look, string> = {
  safe: "border-moss text-moss",
  careful: "border-ink-muted text-ink-muted",
  harmful: "border-cap text-cap",
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
  deadly: "M7 7l6 6m0-6l-6 6M6.7 2h6.6L18 6.7v6.6L13.3 18H6.7L2 13.3V6.7z",
};

/** An edibility in words, with its icon and colour: never the colour alone. */
export function EdibilityBadge({ edibility }: { edibility: Edibility }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border-2 px-2.5 py-0.5 text-base font-semibold ${colours[looks[edibility]]}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5 shrink-0 fill-none stroke-current stroke-2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={icons[edibility]} />
      </svg>
      <span className="text-ink">{messages[edibility]}</span>
    </span>
  );
}
