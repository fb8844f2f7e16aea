import { Link } from "react-router";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { buildMeta } from "#app/lib/seo.ts";

export const meta = () =>
  buildMeta({
    title: "About Mushrooms",
    description: "What mushrooms are, how fungi live, and why they matter to forests and people.",
    path: "/about",
  });

export default function AboutRoute() {
  return (
    <SectionPage title="About Mushrooms">
      <ComingSoon />
      <p>
        <Link to="/" className="font-semibold text-moss underline underline-offset-4">
          Back to home
        </Link>
      </p>
    </SectionPage>
  );
}
