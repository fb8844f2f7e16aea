import { Link } from "react-router";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/about";

const page = {
  title: "About Mushrooms",
  description: "What mushrooms are, how fungi live, and why they matter to forests and people.",
  path: "/about",
} satisfies PageMeta;

export const meta: Route.MetaFunction = () => buildMeta(page);

export default function AboutRoute() {
  return (
    <SectionPage title={page.title}>
      <ComingSoon />
      <p>
        <Link to="/" className="font-semibold text-moss underline underline-offset-4">
          Back to home
        </Link>
      </p>
    </SectionPage>
  );
}
