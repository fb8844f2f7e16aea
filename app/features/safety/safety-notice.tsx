import { Icon } from "#app/ui/icon.tsx";
import { useWords } from "#app/i18n/words.ts";

interface SafetyNoticeProps {
  /** On a deadly, poisonous or psychoactive species' page: words for a species nobody should eat. */
  harmful?: boolean;
}

/** The site's safety notice: on every species page and the species index; an owner may reword it. */
export function SafetyNotice({ harmful = false }: SafetyNoticeProps) {
  const { safety: messages } = useWords();
  return (
    <div
      role="note"
      // The same words on every species page: no page is found by them.
      data-pagefind-ignore
      className="my-8 flex gap-3 rounded-3xl border-2 border-cap bg-paper-deep p-5 text-lg text-ink"
    >
      <Icon viewBox="0 0 20 20" className="mt-1 size-6 shrink-0 text-cap">
        <path d="M10 7v4m0 3v.5M10 2l8.5 15h-17z" />
      </Icon>
      <p className="font-semibold">{harmful ? messages.harmfulNotice : messages.safetyNotice}</p>
    </div>
  );
}
