import { BlogFeedEmbed } from "#app/features/embeds/blog-feed-embed.tsx";
import { SectionPage } from "#app/ui/section-page.tsx";
import { settingsOf } from "#app/config/settings.ts";
import { buildMeta } from "#app/lib/seo.ts";
import { useWords, wordsOf } from "#app/i18n/words.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches);
  const { title, description } = words.blog;
  return buildMeta({ title, description, path: "/blog" }, settingsOf(matches), words);
};

export default function BlogRoute() {
  const { blog: messages } = useWords();
  return (
    <SectionPage title={messages.title}>
      <p>{messages.intro}</p>
      <BlogFeedEmbed />
    </SectionPage>
  );
}
