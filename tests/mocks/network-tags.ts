import { bannerIdPlaceholder } from "#app/features/ads/banner-id.ts";
import { javascript, type StubAnswer } from "./third-parties.ts";

/** The host of the stub ad network whose tags come in the four shapes networks hand out. */
export const tagNetworkOrigin = "https://net.example";

/** The zone of the extra slot's tag (a banner's zone is its banner id). */
export const extraZone = "990001";

/**
 * The four shapes of tag real ad networks give publishers, as an owner pastes them into
 * `ads.bannerTag` (with `{bannerId}`); `extraTagOf` makes the extra slot's tag of the same shape.
 */
export const networkTags = {
  /** (a) An options object in an inline script, then a loader that reads it and document.writes. */
  optionsAndLoader: `<script>atOptions = { key: '${bannerIdPlaceholder}', format: 'iframe', width: 300, height: 250 }</script><script src="${tagNetworkOrigin}/${bannerIdPlaceholder}/invoke.js"></script>`,
  /** (b) An async script that carries its zone in an attribute. */
  zoneAttribute: `<script async src="${tagNetworkOrigin}/tag.min.js" data-zone="${bannerIdPlaceholder}"></script>`,
  /** (c) A placeholder element, and an async loader that looks for it. */
  placeholderAndLoader: `<div class="net-slot" data-zone="${bannerIdPlaceholder}"></div><script async src="${tagNetworkOrigin}/loader.js"></script>`,
  /** (d) A plain frame of the network's, which draws inside itself. */
  plainFrame: `<iframe src="${tagNetworkOrigin}/${bannerIdPlaceholder}?size=300x250" width="300" height="250" frameborder="0" scrolling="no"></iframe>`,
} as const;

export type TagShape = keyof typeof networkTags;

/** The extra slot's tag in a shape: the same tag, for the extra zone. */
export const extraTagOf = (shape: TagShape) =>
  networkTags[shape].replaceAll(bannerIdPlaceholder, extraZone);

/**
 * What every stub loader does before it draws, as real ones do: it keeps a user id in a cookie
 * (`SameSite=None; Secure`, as third-party frames need) and a view count in localStorage, touched
 * unguarded unless `guardStorage` (in an opaque origin without the ad frame's in-memory stand-ins
 * this throws), and opens a cookie-sync frame of the network's, which document.writes. Returns the
 * 300×250 creative's markup, which records what the storage gave back, for the loader to draw.
 */
const creativeRuntime = (guardStorage: boolean) => `
function netCreative(zone) {
  var cookie = "lost", seen = 0;
  var useStorage = function () {
    if (!/(^|; )net_uid=/.test(document.cookie)) {
      document.cookie = "net_uid=u" + Date.now() + "; max-age=2592000; path=/; SameSite=None; Secure";
    }
    if (/(^|; )net_uid=/.test(document.cookie)) cookie = "kept";
    seen = Number(localStorage.getItem("net_seen_" + zone) || 0) + 1;
    localStorage.setItem("net_seen_" + zone, String(seen));
  };
  ${guardStorage ? "try { useStorage(); } catch (error) { cookie = 'unavailable'; }" : "useStorage();"}
  var sync = document.createElement("iframe");
  sync.src = "${tagNetworkOrigin}/sync.html";
  sync.title = "Cookie sync";
  sync.hidden = true;
  document.body.appendChild(sync);
  return '<div data-creative="' + zone + '" data-cookie="' + cookie + '" data-seen="' + seen + '" style="width:300px;height:250px;background:#b03a2e;color:#fff;font:16px sans-serif">Ad ' + zone + '</div>';
}
`;

/** A document of the network's, flush, holding `body`. */
const htmlDocument = (body: string): StubAnswer => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html lang="en"><title>Ad</title><body style="margin:0">${body}</body></html>`,
});

/** What each loader of the stub network answers, by its path: undefined for an unknown path. */
function loaderAnswer(url: URL): StubAnswer | undefined {
  // (a): a classic loader, run while the document is parsed: it writes where it stands.
  if (/^\/\d+\/invoke\.js$/.test(url.pathname)) {
    return javascript(`${creativeRuntime(false)}
      document.write(netCreative(window.atOptions.key));`);
  }
  // (b): an async script, so it draws beside its own element (async scripts cannot write).
  if (url.pathname === "/tag.min.js") {
    return javascript(`${creativeRuntime(false)}
      var script = document.currentScript;
      script.insertAdjacentHTML("beforebegin", netCreative(script.getAttribute("data-zone")));`);
  }
  // (c): an async loader that fills every placeholder of the network's.
  if (url.pathname === "/loader.js") {
    return javascript(`${creativeRuntime(false)}
      document.querySelectorAll(".net-slot:not([data-drawn])").forEach(function (slot) {
        slot.setAttribute("data-drawn", "");
        slot.innerHTML = netCreative(slot.getAttribute("data-zone"));
      });`);
  }
  // (d): the network's own document, framed by the tag. Frames the ad creates stay sandboxed:
  // they have storage only when the ad frames have an origin of their own, so it guards its use.
  if (/^\/\d+$/.test(url.pathname)) {
    return htmlDocument(
      `<script>${creativeRuntime(true)}
        document.write(netCreative(location.pathname.slice(1)));</script>`,
    );
  }
  if (url.pathname === "/sync.html") {
    return htmlDocument("<script>document.write('<p data-synced>synced</p>');</script>");
  }
  return undefined;
}

/** What the stub network answers for `url`: its loaders, or a 404 for anything else on its host. */
export function tagNetworkAnswer(url: URL): StubAnswer {
  return loaderAnswer(url) ?? { status: 404, contentType: "text/plain", body: "No such loader" };
}
