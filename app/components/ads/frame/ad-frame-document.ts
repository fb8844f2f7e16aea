import type { SiteConfig } from "#app/config/site.schema.ts";
import { escapeAttribute } from "#app/lib/html.ts";
import { adFrameScriptPath } from "../ad-frame.ts";
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

/**
 * The HTML of the ad frame. It holds no inline script: its script (ad-frame-script.ts, served as
 * /ad-frame.js) reads the configured URLs from its own data attributes and writes the ad's
 * `<script src>` while the document is parsed, so classic `document.write` ad tags work.
 */
export function adFrameDocument({ bannerScriptUrl, extraScriptUrl }: SiteConfig["ads"]): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="robots" content="noindex" />
<title>Advertisement</title>
</head>
<body>
<script src="${adFrameScriptPath}" ${dataAttributes({ bannerScriptUrl, extraScriptUrl })}></script>
</body>
</html>
`;
}
