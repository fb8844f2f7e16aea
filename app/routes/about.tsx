import { Link } from "react-router";
import { SectionContent } from "#app/components/content/section-content.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { siteContent } from "#app/lib/content/content.server.ts";
import { sectionPage } from "#app/lib/content/sections.server.ts";
import { buildMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/about";

/** Read from content/about.md and its articles at build time. */
export async function loader() {
  return sectionPage(await siteContent(), "about");
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.meta);

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage title={loaderData.title}>
      <SectionContent
        html={loaderData.html}
        articles={loaderData.articles}
        position={loaderData.position}
      />
      <p>
        <Link to="/" className="font-semibold text-moss underline underline-offset-4">
          Back to home
        </Link>
      </p>
    </SectionPage>
  );
}
