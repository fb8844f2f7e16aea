import { ContactFormEmbed } from "#app/features/embeds/contact-form-embed.tsx";
import { SectionPage } from "#app/ui/section-page.tsx";
import { settingsOf } from "#app/config/settings.ts";
import { buildMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/contact";
import { fill } from "#app/i18n/format.ts";
import { useWords, wordsOf } from "#app/i18n/words.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const settings = settingsOf(matches);
  const words = wordsOf(matches);
  const { contact: messages } = words;
  const description = fill(messages.description, { brand: settings.name });
  return buildMeta({ title: messages.title, description, path: "/contact" }, settings, words);
};

export default function ContactRoute() {
  const { contact: messages } = useWords();
  return (
    <SectionPage title={messages.title}>
      <p>{messages.intro}</p>
      <ContactFormEmbed />
    </SectionPage>
  );
}
