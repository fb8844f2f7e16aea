import { ContactFormEmbed } from "#app/features/embeds/contact-form-embed.tsx";
import { SectionPage } from "#app/ui/section-page.tsx";
import { settingsOf } from "#app/config/settings.ts";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/contact";
import { fill } from "#app/i18n/format.ts";
import messages from "virtual:messages/contact";

const page = { title: messages.title, path: "/contact" } satisfies PageMeta;

export const meta: Route.MetaFunction = ({ matches }) => {
  const settings = settingsOf(matches);
  const description = fill(messages.description, { brand: settings.name });
  return buildMeta({ ...page, description }, settings);
};

export default function ContactRoute() {
  return (
    <SectionPage title={page.title}>
      <p>{messages.intro}</p>
      <ContactFormEmbed />
    </SectionPage>
  );
}
