import { useWords } from "#app/i18n/words.ts";

/** The legend of the coloured dot beside every drawing: the spore print, which it shows. */
export function SporePrintLegend({ className = "" }: { className?: string }) {
  const { drawings: messages } = useWords();
  return (
    <p className={`text-sm text-ink-muted ${className}`}>
      <span
        aria-hidden="true"
        className="me-1 inline-block size-3 rounded-full border border-ink-muted bg-paper align-[-1px]"
      />
      {messages.sporePrintLegend}
    </p>
  );
}
