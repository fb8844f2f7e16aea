import { fill } from "#app/i18n/format.ts";
import { withBase } from "#app/lib/site-url.ts";
import { useWords } from "#app/i18n/words.ts";

interface SpeciesDrawingProps {
  /** Its file, e.g. "/drawings/chanterelle.svg". */
  src: string;
  /** The species' common name, for the text that says what the drawing is. */
  name: string;
  className?: string;
  /** Without the caption, where the drawing is a list's picture beside the name. */
  small?: boolean;
}

/**
 * A species' drawing from its facts (species-drawing.ts), said to be a diagram and not a photo:
 * in its text for screen readers, and in a caption where it stands on its own.
 */
export function SpeciesDrawing({ src, name, className = "", small = false }: SpeciesDrawingProps) {
  const { identify: messages } = useWords();
  const image = (
    <img
      src={withBase(src)}
      alt={fill(messages.drawingAlt, { name })}
      width={120}
      height={100}
      loading="lazy"
      decoding="async"
      className={small ? `h-auto w-24 shrink-0 ${className}` : "h-auto w-36"}
    />
  );
  if (small) return image;
  return (
    <figure className={`w-36 ${className}`} data-pagefind-ignore>
      {image}
      <figcaption className="mt-1 text-sm text-ink-muted">{messages.drawingCaption}</figcaption>
    </figure>
  );
}
