import { useNavigate } from "react-router";
import { siteConfig } from "#app/config/site.ts";
import { contentLangOf } from "#app/i18n/owner-words.ts";

/** The site's base path ("" at the root), which Markdown's links carry and the router adds itself. */
const base = import.meta.env.BASE_URL.slice(0, -1);

interface MarkdownHtmlProps {
  /** HTML rendered from Markdown at build time (app/lib/content/render.server.ts). */
  html: string;
}

/** How Markdown reads: headings, paragraphs, lists, tables, quotes and code in the site's type. */
const proseClass = [
  "space-y-5 text-lg leading-relaxed text-ink-muted",
  "[&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-semibold [&_h2]:text-ink",
  "[&_h3]:mt-8 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_:is(h2,h3,h4)_a]:no-underline [&_:is(h2,h3,h4)_a:hover]:underline",
  "[&_a]:font-semibold [&_a]:text-moss [&_a]:underline [&_a]:underline-offset-4",
  "[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1",
  "[&_.contains-task-list]:list-none [&_.contains-task-list]:ps-0",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-line [&_th]:p-2 [&_th]:text-start [&_th]:text-ink",
  "[&_td]:border-b [&_td]:border-line [&_td]:p-2",
  "[&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-paper-deep [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-paper-deep [&_pre]:p-4",
  "[&_img]:h-auto [&_img]:w-full [&_img]:rounded-2xl",
].join(" ");

/**
 * Shows Markdown rendered at build time. Links to the site's own pages navigate client-side, as
 * the header's do; the rest (other sites, anchors, new tabs) are left to the browser.
 */
export function MarkdownHtml({ html }: MarkdownHtmlProps) {
  const navigate = useNavigate();
  return (
    // The clicks handled are those of the links inside, which stay keyboard-operable links.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      lang={contentLangOf(siteConfig)}
      className={proseClass}
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => {
        const link = (event.target as Element).closest("a");
        const href = link?.getAttribute("href");
        if (!link || !href?.startsWith("/") || href.startsWith("//")) return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (event.altKey || link.target || link.hasAttribute("download")) return;
        event.preventDefault();
        void navigate(href.startsWith(`${base}/`) ? href.slice(base.length) : href);
      }}
    />
  );
}
