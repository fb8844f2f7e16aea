import { webManifestPath } from "./lib/brand.ts";
import { displayFontShorthand, visitStartAttribute } from "./lib/display-font.ts";
import { islandAttribute, pageStartedEvent } from "./lib/island.ts";
import { withBase } from "./lib/site-url.ts";
import islands from "virtual:island-modules";

/** The elements of each island the page holds, in document order. */
function elementsByIsland(): Map<string, HTMLElement[]> {
  const found = new Map<string, HTMLElement[]>();
  for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    const name = element.getAttribute(islandAttribute) ?? "";
    found.set(name, [...(found.get(name) ?? []), element]);
  }
  return found;
}

/**
 * Starts every island the page holds, each loaded only on a page that holds one (ADR 035). A module
 * that fails to come (offline, a deploy replaced it) leaves its elements as pre-rendered: each
 * works without JavaScript.
 */
async function start(): Promise<void> {
  const mounted = [...elementsByIsland()].map(async ([name, elements]) => {
    const load = islands[name];
    if (!load) throw new Error(`No island is called "${name}" (app/start-islands.ts).`);
    const island = await load().catch(() => undefined);
    await island?.default.mount(elements);
  });
  const results = await Promise.allSettled(mounted);
  // Linked only now: Chrome fetches a linked manifest at the load event, just before the first
  // frame, where it would delay the largest paint (ADR 012); without JavaScript the page's
  // `<noscript>` link stands in.
  document.head.append(
    Object.assign(document.createElement("link"), {
      rel: "manifest",
      href: withBase(webManifestPath),
    }),
  );
  dispatchEvent(new Event(pageStartedEvent));
  // A visit's first page showed its headings in the fallback (ADR 039): the face comes now, for
  // the pages after it. Loaded, it changes nothing here, where no element asks for it.
  if (document.documentElement.hasAttribute(visitStartAttribute)) {
    document.fonts.load(displayFontShorthand).catch(() => undefined);
  }
  // An island's own failure is a bug: reported as one, after the others have started.
  for (const result of results) if (result.status === "rejected") reportError(result.reason);
}

void start();
