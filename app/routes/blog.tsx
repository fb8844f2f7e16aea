import { BlogFeedEmbed } from "#app/components/embeds/blog-feed-embed.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { buildMeta } from "#app/lib/seo.ts";

export const meta = () =>
  buildMeta({
    title: "Blog",
    description: "Photos and stories from the world of fungi, from forest floors to kitchens.",
    path: "/blog",
  });

export default function BlogRoute() {
  return (
    <SectionPage title="Blog">
      <p>Photos and stories from the world of fungi.</p>
      <BlogFeedEmbed />
    </SectionPage>
  );
}
