import { useNavigate } from "react-router";
import { useSettings } from "#app/config/settings.ts";
import { contentLangOf } from "#app/i18n/owner-words.ts";

/** The site's base path ("" at the root), which Markdown's links carry and the router adds itself. */
const base = import.meta.env.BASE_URL.slice(0, -1);

interface MarkdownHtmlProps {
  /** HTML rendered from Markdown at build time (app/lib/content/render.server.ts). */
  html: string;
}

/**
 * How Markdown reads: headings, paragraphs, lists, tables, quotes and code in the site's type; one
 * class (`markdown-prose`, app.css), as its 60 utilities weighed 1.2 KB on every article.
 */
const proseClass = "markdown-prose";

/**
 * What a click on a link inside pre-rendered HTML does: the site's own pages navigate
 * client-side, as the header's do; the rest (other sites, anchors, new tabs) are left to the
 * browser.
 */
export function useSiteLinkClicks() {
  const navigate = useNavigate();
  return (event: React.MouseEvent) => {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || href.startsWith("//")) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    void navigate(href.startsWith(`${base}/`) ? href.slice(base.length) : href);
  };
}

/** The prose's attributes: its class, and the content's language where it is not the site's. */
function useProse(html: string) {
  const lang = contentLangOf(useSettings());
  return { lang, className: proseClass, dangerouslySetInnerHTML: { __html: html } };
}

/** Shows Markdown rendered at build time, its links to the site's own pages client-side. */
export function MarkdownHtml({ html }: MarkdownHtmlProps) {
  const onClick = useSiteLinkClicks();
  const prose = useProse(html);
  // The clicks handled are those of the links inside, which stay keyboard-operable links.
  // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div {...prose} onClick={onClick} />;
}

/** The prose of pre-rendered Markdown as static markup, where no click needs handling. */
export const StaticMarkdownHtml = ({ html }: MarkdownHtmlProps) => <div {...useProse(html)} />;
