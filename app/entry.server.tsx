import { prerender } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { HomeAtlasContext } from "./components/home/home-atlas-context.ts";
import { homeAtlasHtml } from "./components/home/home-atlas.server.tsx";
import { siteConfig } from "./config/site.ts";
import { siteContent } from "./lib/content/content.server.ts";
import { basePath } from "./lib/site-url.ts";

// Every page is pre-rendered at build time: wait for the whole document instead of streaming it.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const isHome = new URL(request.url).pathname === `${basePath(siteConfig.url)}/`;
  const atlas = isHome ? homeAtlasHtml(await siteContent()) : "";
  const { prelude } = await prerender(
    <HomeAtlasContext value={atlas}>
      <ServerRouter context={routerContext} url={request.url} />
    </HomeAtlasContext>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
