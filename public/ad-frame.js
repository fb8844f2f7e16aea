// The script of /ad-frame.html (see app/components/ads/ad-frame-document.ts): it writes the ad's
// <script src> into the document while the document is still being parsed, so that ad tags using
// document.write work. The frame's URL says which ad: ?banner=<digits> or ?extra.
(() => {
  // Ad code must never run with the site's own origin, e.g. if someone opens this URL directly:
  // only the sandboxed frame of an ad slot (an opaque origin, "null") may load it.
  if (self.origin !== "null") return;
  const { bannerScriptUrl, extraScriptUrl } = document.currentScript.dataset;
  const query = new URLSearchParams(location.search);
  const bannerId = query.get("banner");
  let src;
  if (bannerId !== null && /^\d+$/.test(bannerId)) {
    src = bannerScriptUrl.replace("{bannerId}", bannerId);
  } else if (query.has("extra")) {
    src = extraScriptUrl;
  }
  if (!src) return;
  // The ad's code is the network's to fix. What it throws stays in this frame, as a warning for
  // the site's developer, not an uncaught error of the site's.
  addEventListener("error", (event) => {
    event.preventDefault();
    console.warn("Ad script error:", event.message);
  });
  addEventListener("unhandledrejection", (event) => {
    event.preventDefault();
    console.warn("Ad script error:", event.reason);
  });
  // Transparent and flush, so that the slot's labelled placeholder shows until the ad covers it.
  for (const element of [document.documentElement, document.body]) {
    element.style.margin = "0";
    element.style.overflow = "hidden";
    element.style.background = "transparent";
  }
  document.body.style.display = "flex";
  document.body.style.flexDirection = "column";
  document.body.style.alignItems = "center";
  const attribute = src.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  document.write(`<script src="${attribute}"></script>`);
})();
