import foragingBasket from "#app/assets/illustrations/foraging-basket.svg?no-inline";
import glowingFungi from "#app/assets/illustrations/glowing-fungi.svg?no-inline";
import sunlitMushroom from "#app/assets/illustrations/sunlit-mushroom.svg?no-inline";
import { Illustration } from "#app/components/illustrations/illustration.tsx";
import { useWords } from "#app/i18n/words.ts";

export function FeatureCards() {
  const { home: messages } = useWords();
  const features = [
    {
      title: messages.wondersTitle,
      text: messages.wondersText,
      art: glowingFungi,
    },
    {
      title: messages.cultureTitle,
      text: messages.cultureText,
      art: foragingBasket,
    },
    {
      title: messages.healthTitle,
      text: messages.healthText,
      art: sunlitMushroom,
    },
  ] as const;
  return (
    <section
      aria-labelledby="features-heading"
      className="mx-auto max-w-6xl px-5 py-10 sm:px-8 md:py-12"
    >
      <h2 id="features-heading" className="sr-only">
        {messages.featuresHeading}
      </h2>
      <ul className="grid gap-6 lg:grid-cols-3">
        {features.map(({ title, text, art }) => (
          <li
            key={title}
            className="rounded-3xl border border-line bg-paper-deep p-6 sm:p-8 md:flex md:items-center md:gap-8 lg:block"
          >
            <Illustration
              src={art}
              width={120}
              height={90}
              loading="lazy"
              className="mb-5 h-24 w-auto shrink-0 md:mb-0 md:h-28 lg:mb-5 lg:h-24"
            />
            <div>
              <h3 className="mb-2 font-display text-2xl font-semibold text-ink">{title}</h3>
              <p className="leading-relaxed text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
