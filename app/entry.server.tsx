import { prerender } from "react-dom/static";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { articleBodyHtml } from "./components/content/article-body.server.tsx";
import { homeAtlasHtml } from "./components/home/home-atlas.server.tsx";
import { loaderSettings } from "./config/settings.server.ts";
import type { SiteConfig } from "./config/site-config.ts";
import type { DocumentHtmlModule } from "./features/feature.ts";
import { siteFeatures } from "./features/index.ts";
import { siteContent } from "./site-content.server.ts";
import { PrerenderedHtmlContext } from "./lib/prerendered-html.ts";
import { SpaFallbackContext } from "./lib/hydration.ts";
import { basePath } from "./lib/site-url.ts";

/** The features' `documentHtml` modules, each loaded when asked for. */
const documentModules = import.meta.glob<DocumentHtmlModule>("./features/**/*.server.tsx");

/** What the page at `pathname` shows as pre-rendered HTML, apart from its data (PrerenderedHtmlContext). */
async function prerenderedHtml(pathname: string, settings: SiteConfig): Promise<string> {
  // The pre-rendering asks for each page as a folder ("/about/").
  const path = pathname.slice(basePath(settings.url).length).replace(/(.)\/$/, "$1") || "/";
  const content = await siteContent(settings);
  if (path === "/") return homeAtlasHtml(content, settings);
  const article = content.articles.find((candidate) => candidate.path === path);
  if (article) return articleBodyHtml(article, settings);
  // A feature's page with a long list (the key's species): the first feature that answers.
  for (const feature of siteFeatures) {
    const load = feature.documentHtml && documentModules[`./${feature.documentHtml}`];
    const html = load ? await (await load()).prerenderedHtml(path, content, settings) : undefined;
    if (html !== undefined) return html;
  }
  return "";
}

// Every page is pre-rendered at build time: wait for the whole document instead of streaming it.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  // The settings the root's middleware put there (ADR 034).
  loadContext: RouterContextProvider,
) {
  const html = await prerenderedHtml(new URL(request.url).pathname, loaderSettings(loadContext));
  const { prelude } = await prerender(
    <SpaFallbackContext value={routerContext.isSpaMode}>
      <PrerenderedHtmlContext value={html}>
        <ServerRouter context={routerContext} url={request.url} />
      </PrerenderedHtmlContext>
    </SpaFallbackContext>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
