import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { SectionContent } from "#app/components/content/section-content.tsx";
import { SectionPage } from "#app/ui/section-page.tsx";
import { siteContent } from "#app/site-content.server.ts";
import { listingPageNumber } from "#app/lib/content/listing-pages.ts";
import { type ContentSection, contentSections } from "#app/lib/content/sections.ts";
import { sectionPageCount } from "#app/lib/content/section-listings.server.ts";
import { sectionPage } from "#app/lib/content/sections.server.ts";
import { buildMeta } from "#app/lib/seo.ts";
import { type MetaMatches, settingsOf } from "#app/config/settings.ts";
import { loaderSettings } from "#app/config/settings.server.ts";
import { wordsOf } from "#app/i18n/words.ts";

// Typed by hand, not from ./+types/listing-page: the route is in the route table only when a
// section has more than one page (app/routes.ts), so React Router's typegen does not always see it.

const isSection = (name: string | undefined): name is ContentSection =>
  (contentSections as readonly (string | undefined)[]).includes(name);

/** /<section>/page/<n>, from 2 on: the next articles of a section's listing, read at build time. */
export async function loader({ params, context }: LoaderFunctionArgs) {
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

export const meta = ({ loaderData, matches }: ListingMetaArgs) =>
  loaderData ? buildMeta(loaderData.meta, settingsOf(matches), wordsOf(matches)) : [];

type ListingMetaArgs = { loaderData: ListingData | undefined; matches: MetaMatches };

type ListingData = Awaited<ReturnType<typeof loader>>;

export default function ListingPageRoute() {
  const { title, html, articles, position } = useLoaderData<typeof loader>();
  return (
    <SectionPage title={title}>
      <SectionContent html={html} articles={articles} position={position} />
    </SectionPage>
  );
}
