// @vitest-environment node
import { createServer } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { speciesDrawingAt } from "./content-images.ts";
import { devDrawingsPlugin } from "./dev-drawings-plugin.ts";

// The plugin on a dev server of the project itself, as `npm run dev` runs it, the pages' content
// read through the server's own modules.
const server = await createServer({
  configFile: false,
  logLevel: "silent",
  server: { port: 0, host: "127.0.0.1" },
  plugins: [devDrawingsPlugin(siteConfig)],
});
let origin = "";

beforeAll(async () => {
  await server.listen();
  origin = server.resolvedUrls?.local[0]?.replace(/\/$/, "") ?? "";
});
afterAll(() => server.close());

it("serves each species' drawing as the build writes it, and no drawing no species has", async () => {
  const content = await loadContent({ directory: "content", includeDrafts: true });
  const response = await fetch(`${origin}/drawings/death-cap.svg?v=2`);
  expect(response.headers.get("content-type")).toBe("image/svg+xml");
  expect(await response.text()).toBe(speciesDrawingAt(content, "/drawings/death-cap.svg"));
  expect((await fetch(`${origin}/drawings/no-such-species.svg`)).status).toBe(404);
}, 60_000);
