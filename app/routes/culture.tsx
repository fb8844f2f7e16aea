import { ComingSoon } from "#app/components/coming-soon.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/culture";

const page = {
  title: "Cultural Significance",
  description: "Mushrooms in myth, medicine, art and cuisine across the world's cultures.",
  path: "/culture",
} satisfies PageMeta;

export const meta: Route.MetaFunction = () => buildMeta(page);

export default function CultureRoute() {
  return (
    <SectionPage title={page.title}>
      <ComingSoon />
    </SectionPage>
  );
}
