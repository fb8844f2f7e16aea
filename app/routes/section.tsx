import { Link } from "react-router";
import { SectionContent } from "#app/components/content/section-content.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { siteContent } from "#app/lib/content/content.server.ts";
import { sectionPage } from "#app/lib/content/sections.server.ts";
import { contentSections } from "#app/lib/content/frontmatter.ts";
import { buildMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/section";
import messages from "virtual:messages/sections";

/**
 * Read from content/<section>.md and its articles at build time. The section is the last segment
 * of the page's path (routes.ts maps "/about", "/types" and "/culture" here).
 */
export async function loader({ request }: Route.LoaderArgs) {
  // Pre-rendering asks for "/about" and for its data, "/about.data".
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const lastSegment = path.split("/").findLast(Boolean);
  const section = contentSections.find((name) => name === lastSegment);
  if (!section) {
    throw new Error(`${request.url} is not a content section (${contentSections.join(", ")})`);
  }
  return { section, ...sectionPage(await siteContent(), section) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.meta);

export default function SectionRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage title={loaderData.title}>
      <SectionContent
        html={loaderData.html}
        articles={loaderData.articles}
        position={loaderData.position}
      />
      {loaderData.section === "about" && (
        <p>
          <Link to="/" className="font-semibold text-moss underline underline-offset-4">
            {messages.backToHome}
          </Link>
        </p>
      )}
    </SectionPage>
  );
}
