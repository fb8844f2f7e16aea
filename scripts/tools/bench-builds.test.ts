import { expect, it } from "vitest";
import { plainTextPage } from "./bench-builds.ts";

const style = "<style>body { margin: 0 auto; }</style>";

it("keeps a page's text, headings, lists and links, and drops all the site adds to them", () => {
  const page = plainTextPage(
    `<!doctype html><html lang="en" class="scroll-smooth"><head>
      <title>Death Cap | Fungi Atlas</title>
      <meta name="description" content="The deadliest mushroom.">
      <link rel="stylesheet" href="/assets/root.css"><style>.a { color: red }</style>
      <script type="module" src="/assets/islands.js"></script>
    </head><body class="bg-paper">
      <header><nav aria-label="Main"><a href="/types" class="underline">Types</a></nav></header>
      <main><h1 class="font-display">Death Cap</h1><p lang="la">Amanita phalloides</p>
        <svg viewBox="0 0 10 10"><path d="M0 0h10"/></svg>
        <picture><img src="/photo.webp" alt="A death cap"></picture>
        <ul><li>Call <a href="tel:911">911</a>.</li></ul>
        <div hidden>Shown by a script</div><dialog><p>A dialog's words</p></dialog>
        <button type="button">Save for offline use</button><noscript>Needs JavaScript</noscript>
        <form><label>Month <select name="month"><option>June</option></select></label></form>
      </main><script>window.x = 1</script></body></html>`,
    style,
  );
  expect(page).toContain("<title>Death Cap | Fungi Atlas</title>");
  expect(page).toContain('<meta name="description" content="The deadliest mushroom.">');
  expect(page).toContain(`<html lang="en">`);
  expect(page).toContain(style);
  // Between elements, only the source's line breaks are left.
  const markup = page.replaceAll(/>\s+</g, "><");
  expect(markup).toContain(
    '<main><h1>Death Cap</h1><p lang="la">Amanita phalloides</p>' +
      '<ul><li>Call <a href="tel:911">911</a>.</li></ul>',
  );
  expect(markup).toContain('<nav aria-label="Main"><a href="/types">Types</a></nav>');
  // A form's words stay, its controls go: a plain page of text has none to fill in.
  expect(markup).toContain("<form><label>Month </label></form>");
  for (const left of [
    "class=",
    "<script",
    "root.css",
    ".a { color",
    "<svg",
    "<img",
    "Shown by a script",
    "A dialog's words",
    "Save for offline use",
    "Needs JavaScript",
    "<select",
    "June",
  ]) {
    expect(page).not.toContain(left);
  }
});
