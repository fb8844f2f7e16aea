import type { Root } from "hast";
import { h } from "hastscript";
import type { SiteConfig } from "#app/config/site-config.ts";
import { basePath } from "#app/lib/site-url.ts";
import { urlForms } from "#app/lib/url-forms.ts";
import { reactRouterScripts } from "./react-router-markup.ts";
import { insertBefore } from "./tree.ts";

/**
 * Adds a script before React Router's hydration module that shows the page's own URL (`/about`
 * for about.html) before the router starts. Hosts also serve a page at other forms of its URL
 * (GitHub Pages and nginx answer /about.html, some hosts /about/): the router knows only /about,
 * so it would hydrate its 404 page over the served one. Replacing the address keeps the query and
 * the fragment and adds no history entry. The URL comes from the file, not the canonical link: a
 * page kept out of search has none. The 404 page, served at any unknown path, is left as it is.
 */
export function showCanonicalUrl(tree: Root, config: SiteConfig, file: string): void {
  if (file === "404.html") return;
  const path = JSON.stringify(urlForms(file, basePath(config.url)).url);
  const script =
    `if(location.pathname!==${path})` +
    `history.replaceState(history.state,"",${path}+location.search+location.hash)`;
  // Beside React Router's scripts, where the build already adds its own: a script among the
  // head's elements would throw React's hydration of the head off (it kept the server's JSON-LD).
  insertBefore(tree, reactRouterScripts(tree).hydration, [h("script", script)]);
}
