import { SectionContent } from "#app/components/content/section-content.tsx";
import { SectionPage } from "#app/ui/section-page.tsx";
import { siteContent } from "#app/site-content.server.ts";
import { listingPageNumber } from "#app/lib/content/listing-pages.ts";
import { type ContentSection, contentSections } from "#app/lib/content/sections.ts";
import { sectionPageCount } from "#app/lib/content/section-listings.server.ts";
import { sectionPage } from "#app/lib/content/sections.server.ts";
import { buildMeta } from "#app/lib/seo.ts";
import { settingsOf } from "#app/config/settings.ts";
import { loaderSettings } from "#app/config/settings.server.ts";
import { wordsOf } from "#app/i18n/words.ts";
import type { Route } from "./+types/listing-page";

const isSection = (name: string | undefined): name is ContentSection =>
  (contentSections as readonly (string | undefined)[]).includes(name);

/** /<section>/page/<n>, from 2 on: the next articles of a section's listing, read at build time. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const settings = loaderSettings(context);
  const content = await siteContent(settings);
  const page =
    isSection(params.section) && params.page !== undefined
      ? listingPageNumber(params.page, sectionPageCount(content, params.section))
      : undefined;
  if (!isSection(params.section) || page === undefined) {
    throw new Response("No such listing page", { status: 404 });
  }
  return sectionPage(content, params.section, settings, page);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? buildMeta(loaderData.meta, settingsOf(matches), wordsOf(matches)) : [];

export default function ListingPageRoute({ loaderData }: Route.ComponentProps) {
  const { title, html, articles, position } = loaderData;
  return (
    <SectionPage title={title}>
      <SectionContent html={html} articles={articles} position={position} />
    </SectionPage>
  );
}
