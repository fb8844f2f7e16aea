/**
 * Shows the species of the home page's "In season now" for the visitor's own month, read from
 * their clock: never the month of the build. The list holds, for every month, the species it
 * shows then (`data-in-season="9 10 11"`), and is hidden until this style says which: written as
 * the page is parsed (an inline script, before its first paint, so nothing moves when the month
 * is known), or before the page is drawn on a visit from another page. Self-contained, as the
 * inline script is its text. Without JavaScript the section stays hidden.
 */
export function showInSeason(doc: Document): void {
  const month = new Date().getMonth() + 1;
  let style = doc.getElementById("in-season-month");
  if (!style) {
    style = doc.createElement("style");
    style.id = "in-season-month";
    doc.head.append(style);
  }
  style.textContent = `#in-season{display:block}#in-season [data-in-season]:not([data-in-season~="${month}"]){display:none}`;
}
