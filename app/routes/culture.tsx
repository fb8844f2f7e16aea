import { ComingSoon } from "#app/components/coming-soon.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { buildMeta } from "#app/lib/seo.ts";

export const meta = () =>
  buildMeta({
    title: "Cultural Significance",
    description: "Mushrooms in myth, medicine, art and cuisine across the world's cultures.",
    path: "/culture",
  });

export default function CultureRoute() {
  return (
    <SectionPage title="Cultural Significance">
      <ComingSoon />
    </SectionPage>
  );
}
