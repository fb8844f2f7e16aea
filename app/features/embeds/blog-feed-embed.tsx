import { useSettings } from "#app/config/settings.ts";
import { IframeEmbed } from "./iframe-embed.tsx";
import { fill } from "#app/i18n/format.ts";
import { useWords } from "#app/i18n/words.ts";

/** The external image-board feed of /blog, set in `siteConfig.embeds.blogFeedUrl`. */
export function BlogFeedEmbed() {
  const { name, embeds } = useSettings();
  const { blog: messages } = useWords();
  return (
    <IframeEmbed
      title={fill(messages.feedTitle, { brand: name })}
      src={embeds.blogFeedUrl}
      height={1600}
      // scripts: the board draws its feed with JavaScript. same-origin: the frame keeps the board's
      // own origin (not ours, it is cross-origin) so it can reach its API and storage. popups and
      // escaping the sandbox: a photo opens on the board's own site in a new tab, which must work
      // as a normal page. No forms: the feed has none.
      sandbox={[
        "allow-scripts",
        "allow-same-origin",
        "allow-popups",
        "allow-popups-to-escape-sandbox",
      ]}
      directLinkLabel={messages.openFeed}
    />
  );
}
