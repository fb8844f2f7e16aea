/**
 * Shows the home page's "In season now" for the visitor's own month, read from their clock: never
 * the month of the build. Each card of the list says the months it shows in
 * (`data-in-season="9 10 11"`), and the list is hidden until this style says which. It is written
 * as the page is parsed (an inline script, before its first paint). The page holds the cards as
 * empty boxes of their size, so that its first response stays within one round trip; `cardsUrl` is
 * where the filled cards are (in-season[.]json.ts), put in place of the boxes as they come,
 * nothing moving. The page's own styles hold the cards' rules (ADR 043). Were they never to come,
 * the boxes go. Self-contained, as the inline script is its text. Without JavaScript the section
 * stays hidden.
 *
 * The cards are asked for as the page links the whole stylesheet (`stylesheetId`) after its first
 * paint, though they need none of it: asked for sooner they come no sooner into view, and
 * Lighthouse's simulation counts a request made before the largest paint as holding it (home's LCP
 * 1.23x its text's at 4x, docs/benchmarks.md).
 */
export function showInSeason(doc: Document, cardsUrl: string, stylesheetId: string): void {
  const month = new Date().getMonth() + 1;
  const list = doc.getElementById("in-season-cards");
  // A month with no species of the atlas in season keeps the section hidden: a heading over an
  // empty list, and a link to none.
  if (!list?.querySelector(`[data-in-season~="${month}"]`)) return;
  const style = doc.createElement("style");
  doc.head.append(style);
  style.textContent = `#in-season{display:block}#in-season [data-in-season]:not([data-in-season~="${month}"]){display:none}`;
  // The page adds its link after this runs.
  const stylesheetLinked = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (doc.getElementById(stylesheetId) === null) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.head, { childList: true });
  });
  stylesheetLinked
    .then(() => fetch(cardsUrl))
    .then((response) =>
      response.ok
        ? (response.json() as Promise<{ html: string }>)
        : Promise.reject(response.status),
    )
    .then(({ html }) => {
      list.innerHTML = html;
    })
    .catch(() => {
      list.hidden = true;
    });
}
