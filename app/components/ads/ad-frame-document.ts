import type { Plugin } from "vite";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { escapeAttribute } from "#app/lib/html.ts";
import { adFramePath, adFrameScriptPath } from "./ad-frame.ts";

/**
 * The HTML of the ad frame. It holds no inline script: its script (public/ad-frame.js) reads the
 * configured URLs from its own data attributes and writes the ad's `<script src>` while the
 * document is parsed, so classic `document.write` ad tags work.
 */
export function adFrameDocument(ads: SiteConfig["ads"]): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="robots" content="noindex" />
<title>Advertisement</title>
</head>
<body>
<script src="${adFrameScriptPath}" data-banner-script-url="${escapeAttribute(ads.bannerScriptUrl)}" data-extra-script-url="${escapeAttribute(ads.extraScriptUrl)}"></script>
</body>
</html>
`;
}

/** Serves the ad frame in development and writes it into the built site. */
export function adFramePlugin(ads: SiteConfig["ads"]): Plugin {
  const html = adFrameDocument(ads);
  return {
    name: "fungi-atlas:ad-frame",
    configureServer(server) {
      server.middlewares.use(adFramePath, (_request, response) => {
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(html);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: adFramePath.slice(1), source: html });
    },
  };
}
