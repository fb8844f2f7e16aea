import { ContactFormEmbed } from "#app/components/embeds/contact-form-embed.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { siteConfig } from "#app/config/site.ts";
import { buildMeta } from "#app/lib/seo.ts";

export const meta = () =>
  buildMeta({
    title: "Contact Us",
    description: `Questions, sightings or partnership ideas: write to the ${siteConfig.name} team.`,
    path: "/contact",
  });

export default function ContactRoute() {
  return (
    <SectionPage title="Contact Us">
      <p>Questions, sightings or partnership ideas? Send us a message.</p>
      <ContactFormEmbed />
    </SectionPage>
  );
}
