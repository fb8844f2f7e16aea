import { ContactFormEmbed } from "#app/components/embeds/contact-form-embed.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { siteConfig } from "#app/config/site.ts";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/contact";

const page = {
  title: "Contact Us",
  description: `Questions, sightings or partnership ideas: write to the ${siteConfig.name} team.`,
  path: "/contact",
} satisfies PageMeta;

export const meta: Route.MetaFunction = () => buildMeta(page);

export default function ContactRoute() {
  return (
    <SectionPage title={page.title}>
      <p>Questions, sightings or partnership ideas? Send us a message.</p>
      <ContactFormEmbed />
    </SectionPage>
  );
}
