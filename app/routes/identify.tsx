import type { ShouldRevalidateFunction } from "react-router";
import { SectionPage } from "#app/components/section-page.tsx";
import { IdentifyKey } from "#app/features/identify/identify-key.tsx";
import type { KeyEntry } from "#app/features/identify/key-results.tsx";
import { siteContent } from "#app/lib/content/content.server.ts";
import { identifyPage } from "#app/lib/page-paths.ts";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/identify";
import messages from "virtual:messages/identify";

const page = {
  title: messages.title,
  description: messages.description,
  path: identifyPage,
} satisfies PageMeta;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta({ ...page, noindex: loaderData.species.length === 0 });

/** The species of the atlas with only the facts the key asks about, read at build time. */
export async function loader() {
  const { articles } = await siteContent();
  const species: KeyEntry[] = articles.flatMap(({ path, slug, species: facts }) => {
    if (!facts) return [];
    const { capShape, capColour, capSize, gillAttachment, hymeniumColour } = facts;
    const { hymenium, stipe, sporePrint, substrate, season, picture } = facts;
    const recorded = {
      hymenium,
      capShape,
      capColour,
      capSize,
      gillAttachment,
      hymeniumColour,
      stipe,
      sporePrint,
      substrate,
    };
    return [
      {
        slug,
        path,
        picture,
        name: facts.commonNames[0] ?? facts.scientificName,
        scientificName: facts.scientificName,
        edibility: facts.edibility,
        season,
        ...Object.fromEntries(Object.entries(recorded).filter(([, value]) => value !== undefined)),
      },
    ];
  });
  return { species: species.toSorted((a, b) => a.name.localeCompare(b.name)) };
}

// A tick changes the address only: the species stay the ones read at build time.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export default function IdentifyRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.species.length === 0) {
    return (
      <SectionPage title={page.title}>
        <p>{messages.noSpecies}</p>
      </SectionPage>
    );
  }
  return (
    <SectionPage title={page.title}>
      <p>{messages.intro}</p>
      <p className="font-semibold text-ink" role="note">
        {messages.notAnIdentification}
      </p>
      {/* Without JavaScript the choices are hidden: the species and their features remain. */}
      <noscript>
        <p>{messages.needsJavaScript}</p>
      </noscript>
      <IdentifyKey species={loaderData.species} />
    </SectionPage>
  );
}
