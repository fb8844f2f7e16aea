import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { SiteValues } from "#app/config/site-values.tsx";
import { siteMessagesFor } from "#app/i18n/site-messages.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import { SpeciesPairs } from "#app/features/species/species-pairs.tsx";
import type { Article } from "#app/lib/content/content.server.ts";
import { basePath } from "#app/lib/site-url.ts";
import { MarkdownHtml } from "./markdown-html.tsx";

/**
 * An article's body, its prose and a species' lookalike pairs, as HTML for the pre-rendering to
 * put in the page (PrerenderedHtmlContext, ADR 028): the page's data does not carry it a second
 * time, which kept species pages over 100 KB (issue 67).
 */
export function articleBodyHtml(article: Article, settings: SiteConfig): string {
  const base = `${basePath(settings.url)}/`;
  return renderToStaticMarkup(
    <SiteValues settings={settings} words={siteMessagesFor(settings)}>
      <MemoryRouter basename={base} initialEntries={[base]}>
        <div className="mt-8 sm:mt-10">
          <MarkdownHtml html={article.html} />
        </div>
        {article.species && <SpeciesPairs species={article.species} />}
      </MemoryRouter>
    </SiteValues>,
  );
}
