import { expect, it, vi } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";

// The route table read from the seed's content: three sections, no article, no later page.
vi.mock(import("./lib/content/article-files.ts"), async (importOriginal) => {
  const files = await importOriginal();
  const seed = "tests/fixtures/seed-content";
  return {
    ...files,
    hasArticleFiles: () => files.hasArticleFiles(seed),
    publishedArticleCounts: () => files.publishedArticleCounts(seed),
  };
});

/** Every route's path in the table `app/routes.ts` makes in Vite's mode `mode`. */
async function routePaths(mode: string): Promise<string[]> {
  vi.stubEnv("MODE", mode);
  vi.resetModules();
  const { default: routes } = await import("./routes.ts");
  const paths = (entries: readonly RouteConfigEntry[]): string[] =>
    entries.flatMap(({ path, children = [] }) => [
      ...(path === undefined ? [] : [path]),
      ...paths(children),
    ]);
  return paths(routes);
}

it("gives React Router's typegen the routes a site without their pages leaves out", async () => {
  const built = await routePaths("production");
  const typed = await routePaths("types");
  expect(await routePaths("development")).toEqual(built);
  // Without them `./+types/article` and its like would not be written, and `npm run typecheck`
  // would fail on a site with no article or a single page of each listing.
  expect(typed.filter((path) => !built.includes(path))).toEqual([
    ":section/:slug",
    ":section/page/:page",
    "identify/page/:page",
    "credits/page/:page",
    "search/page/:page",
  ]);
  expect(built.filter((path) => !typed.includes(path))).toEqual([]);
});
