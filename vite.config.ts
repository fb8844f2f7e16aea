import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildConstants } from "./vitest.config.ts";

export default defineConfig({
  define: buildConstants,
  plugins: [tailwindcss(), reactRouter()],
});
