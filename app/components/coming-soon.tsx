import { ExploreSections } from "./explore-sections.tsx";
import sproutingMushroom from "#app/assets/illustrations/sprouting-mushroom.svg?no-inline";
import { Illustration } from "./illustrations/illustration.tsx";
import { useWords } from "#app/i18n/words.ts";

/** The body of a section not written yet: says so plainly, then offers the other sections. */
export function ComingSoon() {
  const { sections: messages } = useWords();
  return (
    <>
      <div className="flex flex-col gap-5 rounded-3xl border border-line bg-paper-deep p-6 sm:flex-row sm:items-center sm:p-8">
        <Illustration
          src={sproutingMushroom}
          width={160}
          height={100}
          priority
          className="h-20 w-auto shrink-0 self-start sm:h-24"
        />
        <div className="space-y-2">
          <p className="font-display text-2xl font-semibold text-ink">{messages.comingSoon}</p>
          <p>{messages.comingSoonText}</p>
        </div>
      </div>
      <ExploreSections heading={messages.exploreOther} />
    </>
  );
}
