import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { adFramePlugin } from "./app/components/ads/ad-frame-document.ts";
import { siteConfig } from "./app/config/site.ts";
import { buildConstants } from "./vitest.config.ts";

export default defineConfig({
  define: buildConstants,
  plugins: [tailwindcss(), reactRouter(), adFramePlugin(siteConfig.ads)],
});
