import { BlogFeedEmbed } from "#app/features/embeds/blog-feed-embed.tsx";
import { SectionPage } from "#app/ui/section-page.tsx";
import { settingsOf } from "#app/config/settings.ts";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog";
import messages from "virtual:messages/blog";

const page = {
  title: messages.title,
  description: messages.description,
  path: "/blog",
} satisfies PageMeta;

export const meta: Route.MetaFunction = ({ matches }) => buildMeta(page, settingsOf(matches));

export default function BlogRoute() {
  return (
    <SectionPage title={page.title}>
      <p>{messages.intro}</p>
      <BlogFeedEmbed />
    </SectionPage>
  );
}
