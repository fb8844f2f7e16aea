import { fill } from "#app/i18n/format.ts";
import { withBase } from "#app/lib/site-url.ts";
import { useWords } from "#app/i18n/words.ts";
import { type DrawingLabel, type Part, drawingLabels } from "./drawing-labels.ts";
import type { FruitBodyFacts } from "./fruit-body.ts";
import { SporePrintLegend } from "./spore-print-legend.tsx";
import { separated } from "#app/i18n/separated.ts";

/** The drawing's place in the labelled figure: room for the words on either side. */
const frame = { left: 80, top: 6, width: 280, height: 112 };
const fontSize = 11;
const lineHeight = 13;
/** The characters a line of a label holds in the room beside the drawing (74 units at its size). */
const lineLength = 12;
/** The labels' words as the drawing's description: one labelled drawing a page. */
const partsId = "drawing-parts";

/**
 * A label's words in lines that fit beside the drawing: broken at spaces past `lineLength`
 * characters ("Podstawa trzonu", "Base del gambo"), and made smaller where one word is longer
 * ("Vruchtlichaam"), so no language's word runs off the figure.
 */
export function labelLines(words: string): { lines: string[]; size: number } {
  const lines: string[] = [];
  for (const word of words.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= lineLength) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(fontSize, (fontSize * lineLength) / longest);
  return { lines, size: Math.floor(size * 10) / 10 };
}

/** A label placed: its lines, their size, and the baselines of its first and last lines. */
type PlacedLabel = DrawingLabel & { lines: string[]; size: number; textY: number; lastY: number };

/** Each side's labels top to bottom, pushed apart so that no two labels' lines overlap. */
function spread(labels: DrawingLabel[], words: Record<Part, string>): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  for (const side of ["start", "end"] as const) {
    let lastLine = -Infinity;
    for (const label of labels.filter((one) => one.side === side).toSorted((a, b) => a.y - b.y)) {
      const textY = Math.max(label.y + frame.top + 4, lastLine + lineHeight);
      const { lines, size } = labelLines(words[label.part]);
      const lastY = textY + (lines.length - 1) * lineHeight;
      placed.push({ ...label, lines, size, textY, lastY });
      lastLine = lastY;
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
  const labels = spread(parts, messages);
  // Taller where a label's lines reach below it, its last line's letters whole.
  const height = Math.max(frame.height, ...labels.map((label) => label.lastY + 4));
  return (
    <figure className={`mt-6 w-full ${large ? "max-w-xl" : "max-w-md"}`} data-pagefind-ignore>
      <svg
        viewBox={`0 0 ${frame.width} ${height}`}
        // An inline SVG, its words drawn in it: "img" with a label is how an <svg> says what it
        // shows (an <img> could not carry the page's words in its language).
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="img"
        aria-label={fill(identifyMessages.drawingAlt, { name })}
        aria-describedby={partsId}
        // Its sides are the drawing's left and right in every language: a label is anchored by
        // the edge that faces the drawing, which a right-to-left page would turn round and lay
        // over it. The letters of an Arabic label keep their order.
        direction="ltr"
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
                fontSize={label.size}
                className="fill-ink"
              >
                {label.lines.length === 1
                  ? label.lines[0]
                  : label.lines.map((line, index) => (
                      <tspan key={line} x={textX} dy={index === 0 ? 0 : lineHeight}>
                        {line}
                      </tspan>
                    ))}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The words drawn in it, for who cannot see them: its description. */}
      <span id={partsId} className="sr-only">
        {fill(messages.labelledAlt, { name, parts: separated(words) })}
      </span>
      {/* Last: a figure's caption comes first or last, and holds the dot's legend too. */}
      <figcaption className="mt-1 text-sm text-ink-muted">
        {identifyMessages.drawingCaption}
        <SporePrintLegend className="mt-1" />
      </figcaption>
    </figure>
  );
}
