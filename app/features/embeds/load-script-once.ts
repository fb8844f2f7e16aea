/** Scripts this page has asked for: React may mount a component more than once. */
const requested = new Set<string>();

/**
 * Appends `<script src async>` to the document once per URL for the life of the page, also across
 * client-side navigation; the element is never removed. A script that fails to load (blocked,
 * offline) only fires an `error` event on its element, never an uncaught error: nothing to catch.
 */
export function loadScriptOnce(src: string) {
  const inDocument = Array.from(document.scripts).some(
    (script) => script.getAttribute("src") === src,
  );
  if (requested.has(src) || inDocument) return;
  requested.add(src);
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.body.append(script);
}
