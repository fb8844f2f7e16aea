const canonicalLink = /<link rel="canonical" href="([^"]+)"\/>/;
const hydrationScript = /<script type="module" async="">/;

/**
 * Adds a script before React Router's hydration script that shows the page's canonical URL before
 * the router starts. Hosts also serve a page at other forms of its URL (GitHub Pages and nginx answer
 * /about.html, some hosts /about/): the router knows only /about, so it would hydrate its 404 page
 * over the served one. Replacing the address keeps the query and the fragment and adds no history
 * entry. A page without a canonical link (the 404 page) is left as it is.
 */
export function showCanonicalUrl(html: string): string {
  const href = canonicalLink.exec(html)?.[1];
  if (href === undefined) return html;
  const path = JSON.stringify(new URL(href.replaceAll("&amp;", "&")).pathname);
  const script =
    `<script>if(location.pathname!==${path})` +
    `history.replaceState(history.state,"",${path}+location.search+location.hash)</script>`;
  // Beside React Router's scripts, where the build already adds its own: a script among the
  // head's elements would throw React's hydration of the head off (it kept the server's JSON-LD).
  if (!hydrationScript.test(html)) {
    throw new Error("React Router's hydration script was not found: update show-canonical-url.ts.");
  }
  return html.replace(hydrationScript, (hydration) => `${script}${hydration}`);
}
