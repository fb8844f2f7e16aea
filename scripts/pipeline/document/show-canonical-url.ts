import type { Root } from "hast";
import { select } from "hast-util-select";
import { toString } from "hast-util-to-string";
import type { SiteConfig } from "#app/config/site-config.ts";
import { basePath } from "#app/lib/site-url.ts";
import { urlForms } from "#app/lib/url-forms.ts";

/**
 * Shows the page's own URL (`/about` for about.html) before anything else runs. Hosts also serve
 * a page at other forms of its URL (GitHub Pages and nginx answer /about.html, some hosts
 * /about/): React Router, on the page it hydrates, knows only /about, so it would hydrate its 404
 * page over the served one. Replacing the address keeps the query and the fragment and adds no
 * history entry. The URL comes from the file, not the canonical link: a page kept out of search
 * has none. The 404 page, served at any unknown path, is left as it is.
 *
 * A statement at the start of the head's script (app/root.tsx), not a script of its own: every
 * inline script is one more hash in the page's policy, sent twice in its first response (header
 * and `<meta>`), which has to come within one round trip (ADR 038).
 */
export function showCanonicalUrl(tree: Root, config: SiteConfig, file: string): void {
  if (file === "404.html") return;
  const script = select("head > script:not([type])", tree);
  if (script === undefined) {
    throw new Error("the page has no script in its head (app/root.tsx) to show its URL from");
  }
  const path = JSON.stringify(urlForms(file, basePath(config.url)).url);
  const statement =
    `if(location.pathname!==${path})` +
    `history.replaceState(history.state,"",${path}+location.search+location.hash);`;
  script.children = [{ type: "text", value: statement + toString(script) }];
}
