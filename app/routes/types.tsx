import { ComingSoon } from "#app/components/coming-soon.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/types";

const page = {
  title: "Types of Mushrooms",
  description:
    "Edible, medicinal and poisonous mushrooms: how to tell the main groups of fungi apart.",
  path: "/types",
} satisfies PageMeta;

export const meta: Route.MetaFunction = () => buildMeta(page);

export default function TypesRoute() {
  return (
    <SectionPage title={page.title}>
      <ComingSoon />
    </SectionPage>
  );
}
