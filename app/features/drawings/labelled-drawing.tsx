import { fill } from "#app/i18n/format.ts";
import { withBase } from "#app/lib/site-url.ts";
import { useWords } from "#app/i18n/words.ts";
import { type DrawingLabel, drawingLabels } from "./drawing-labels.ts";
import type { FruitBodyFacts } from "./fruit-body.ts";
import { SporePrintLegend } from "./spore-print-legend.tsx";

/** The drawing's place in the labelled figure: room for the words on either side. */
const frame = { left: 80, top: 6, width: 280, height: 112 };
const lineHeight = 13;
/** The labels' words as the drawing's description: one labelled drawing a page. */
const partsId = "drawing-parts";

/** Each side's labels top to bottom, pushed apart so that no two words overlap. */
function spread(labels: DrawingLabel[]): Array<DrawingLabel & { textY: number }> {
  const placed: Array<DrawingLabel & { textY: number }> = [];
  for (const side of ["start", "end"] as const) {
    let last = -Infinity;
    for (const label of labels.filter((one) => one.side === side).toSorted((a, b) => a.y - b.y)) {
      const textY = Math.max(label.y + frame.top + 4, last + lineHeight);
      placed.push({ ...label, textY });
      last = textY;
    }
  }
  return placed;
}

interface LabelledDrawingProps {
  /** Its drawing's file, e.g. "/drawings/fly-agaric.svg". */
  src: string;
  name: string;
  facts: FruitBodyFacts;
  /** Without a photo, the drawing is the page's only picture, and shown larger. */
  large?: boolean;
}

/**
 * A species' drawing with the parts a forager checks named beside it (cap, gills or pores or
 * spines, ring, volva, stem base), and the legend of its spore-print dot.
 */
export function LabelledDrawing({ src, name, facts, large = false }: LabelledDrawingProps) {
  const { drawings: messages, identify: identifyMessages } = useWords();
  const parts = drawingLabels(facts);
  // Read top to bottom, as the parts are listed; drawn side by side.
  const words = parts.map((label) => messages[label.part]);
  const labels = spread(parts);
  return (
    <figure className={`mt-6 w-full ${large ? "max-w-xl" : "max-w-md"}`} data-pagefind-ignore>
      <svg
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        // An inline SVG, its words drawn in it: "img" with a label is how an <svg> says what it
        // shows (an <img> could not carry the page's words in its language).
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="img"
        aria-label={fill(identifyMessages.drawingAlt, { name })}
        aria-describedby={partsId}
        className="h-auto w-full"
      >
        <image href={withBase(src)} x={frame.left} y={frame.top} width="120" height="100" />
        {labels.map((label) => {
          const toX = frame.left + label.x;
          const toY = frame.top + label.y;
          const textX = label.side === "start" ? frame.left - 6 : frame.left + 126;
          return (
            <g key={label.part}>
              <path
                d={`M${label.side === "start" ? textX + 2 : textX - 2} ${label.textY - 4}L${toX} ${toY}`}
                className="stroke-ink-muted"
                strokeWidth="0.8"
                fill="none"
              />
              <circle cx={toX} cy={toY} r="1.6" className="fill-ink" />
              <text
                x={textX}
                y={label.textY}
                textAnchor={label.side === "start" ? "end" : "start"}
                fontSize="11"
                className="fill-ink"
              >
                {messages[label.part]}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The words drawn in it, for who cannot see them: its description. */}
      <span id={partsId} className="sr-only">
        {fill(messages.labelledAlt, { name, parts: words.join(", ") })}
      </span>
      {/* Last: a figure's caption comes first or last, and holds the dot's legend too. */}
      <figcaption className="mt-1 text-sm text-ink-muted">
        {identifyMessages.drawingCaption}
        <SporePrintLegend className="mt-1" />
      </figcaption>
    </figure>
  );
}
