import type { AdsConfig } from "#app/features/ads/ads.schema.ts";
import { brandColors } from "#app/lib/css-tokens.ts";
import { escapeAttribute } from "#app/lib/html.ts";
import type { AdFrameSettings } from "./ad-frame-script.ts";

/** The settings as data attributes, named so that the script's `dataset` reads them back. */
function dataAttributes(settings: AdFrameSettings): string {
  return Object.entries(settings)
    .map(([name, value]) => {
      const attribute = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return `data-${attribute}="${escapeAttribute(value)}"`;
    })
    .join(" ");
}

/** A short-form script URL as the tag it stands for. */
const scriptTag = (src: string) => `<script src="${escapeAttribute(src)}"></script>`;

/**
 * The configured tags, the short forms (`bannerScriptUrl`, `extraScriptUrl`) as `<script src>`
 * tags, so the frame has one way to load an ad. The schema makes sure each pair sets one.
 */
export function adTags(ads: AdsConfig): AdFrameSettings {
  return {
    bannerTag: ads.bannerTag ?? scriptTag(ads.bannerScriptUrl ?? ""),
    extraTag: ads.extraTag ?? scriptTag(ads.extraScriptUrl ?? ""),
  };
}

/** The frame document's language and title, in the site's language. */
export interface AdFrameText {
  language: string;
  title: string;
}

/**
 * The ad frame's HTML, its script inline so the tags' own inline scripts and `document.write` run
 * as the document is parsed, a round trip sooner (ADR 014). The body is a Tab stop with its own
 * ring, so the page's tab order does not change as ads load (docs/advertising.md, keyboard).
 */
export function adFrameDocument(
  ads: AdsConfig,
  script: string,
  { language, title }: AdFrameText,
): string {
  if (/<\/script|<!--/i.test(script)) {
    throw new Error("The ad frame's script holds </script or <!--, which would end it early.");
  }
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8" />
<meta name="robots" content="noindex" />
<title>${escapeAttribute(title)}</title>
<style>
body:focus-visible::after,
body:has(:focus-visible)::after {
  content: "";
  position: fixed;
  inset: 0;
  z-index: 2147483647;
  border: 3px solid ${brandColors.moss};
  box-shadow: inset 0 0 0 2px ${brandColors.paper};
  pointer-events: none;
}
</style>
</head>
<body tabindex="0">
<script ${dataAttributes(adTags(ads))}>${script}</script>
</body>
</html>
`;
}
