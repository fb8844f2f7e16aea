import { ComingSoon } from "#app/components/coming-soon.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { buildMeta } from "#app/lib/seo.ts";

export const meta = () =>
  buildMeta({
    title: "Types of Mushrooms",
    description:
      "Edible, medicinal and poisonous mushrooms: how to tell the main groups of fungi apart.",
    path: "/types",
  });

export default function TypesRoute() {
  return (
    <SectionPage title="Types of Mushrooms">
      <ComingSoon />
    </SectionPage>
  );
}
