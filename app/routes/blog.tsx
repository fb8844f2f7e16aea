import { BlogFeedEmbed } from "#app/components/embeds/blog-feed-embed.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog";

const page = {
  title: "Blog",
  description: "Photos and stories from the world of fungi, from forest floors to kitchens.",
  path: "/blog",
} satisfies PageMeta;

export const meta: Route.MetaFunction = () => buildMeta(page);

export default function BlogRoute() {
  return (
    <SectionPage title={page.title}>
      <p>Photos and stories from the world of fungi.</p>
      <BlogFeedEmbed />
    </SectionPage>
  );
}
