import {
  consoleMessages,
  expect,
  isExpandedForScreenReaders,
  isSameDocument,
  searchRouteModule,
  markDocument,
  narrow,
  type PagePath,
  rulesLeftUnapplied,
  sitePages,
  test,
  unknownPath,
  wide,
  followLinkTo,
} from "./fixtures.ts";
import { variantOrigin } from "#tests/variants/variants.ts";

/** Each section page's heading, and the first words of its intro (the shipped atlas's). */
const sections: Record<Exclude<PagePath, "/">, { heading: string; text?: RegExp }> = {
  "/about": { heading: "About Mushrooms", text: /^A mushroom is only the tip/ },
  "/types": { heading: "Types of Mushrooms", text: /^Welcome to the species pages/ },
  "/culture": { heading: "Cultural Significance", text: /^People have lived alongside fungi/ },
  "/blog": { heading: "Blog" },
  "/contact": { heading: "Contact Us" },
  "/privacy": { heading: "Privacy" },
  "/poison-centres": { heading: "Poison centres", text: /^Each country's entry was checked/ },
  "/search": { heading: "Search" },
  "/identify": { heading: "Identify a find" },
  "/credits": { heading: "Photo credits", text: /^Every photo on this site/ },
  "/glossary": { heading: "Glossary", text: /^The words the species pages/ },
};

const sectionPaths = sitePages.filter((path) => path !== "/");

for (const path of sectionPaths) {
  const { heading, text } = sections[path];
  test(`${path} shows its heading${text ? " and text" : ""}`, async ({ page, navigate }) => {
    const response = await navigate(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    if (text) await expect(page.getByText(text)).toBeVisible();
  });
}

test.describe("the sections as the original site shipped them, with nothing to read yet", () => {
  test.use({ baseURL: variantOrigin("seed") });
  for (const [path, heading] of [
    ["/about", "About Mushrooms"],
    ["/types", "Types of Mushrooms"],
    ["/culture", "Cultural Significance"],
  ] as const) {
    test(`${path} says "Content coming soon..."`, async ({ page, navigate }) => {
      await navigate(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText("Content coming soon...", { exact: true })).toBeVisible();
    });
  }
});

test("/about links back home", async ({ page, navigate }) => {
  await navigate("/about");
  await markDocument(page);
  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Discover the Magic of Mushrooms",
  );
  expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);
});

test("/about and /about/ both lead to the page at /about, its one URL", async ({ request }) => {
  for (const path of ["/about", "/about/"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe("/about");
    expect(await response.text()).toContain("About Mushrooms");
  }
});

test("pages are sent compressed", async ({ request }) => {
  const response = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(response.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
});

test.describe("top navigation", () => {
  test("is fixed at the top at 1280 px, and its links mark the page they load", async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(wide);
    await navigate("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Fungi Atlas" })).toBeVisible();
    for (const label of ["About", "Types", "Culture", "Blog", "Contact"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await page.mouse.wheel(0, 600);
    await expect(nav).toBeInViewport();

    await markDocument(page);
    await nav.getByRole("link", { name: "Culture" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cultural Significance");
    await expect(nav.getByRole("link", { name: "Culture" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);
  });

  test("is hidden at 375 px, where a menu button opens the same links", async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(narrow);
    await navigate("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("link", { name: "Culture" })).toBeHidden();
    expect(await isExpandedForScreenReaders(page, "[popovertarget]")).toBe(false);

    await menuButton.click();
    await expect(menu).toBeVisible();
    expect(await isExpandedForScreenReaders(page, "[popovertarget]")).toBe(true);
    await menu.getByRole("link", { name: "Types" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Types of Mushrooms");
    await expect(menu).toBeHidden();
  });
});

test.describe("404", () => {
  test("an unknown path gets a 404 status, the 404 page and a console message", async ({
    page,
    navigate,
  }) => {
    const messages = consoleMessages(page, ["error"]);
    const response = await navigate(unknownPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect.poll(() => messages.join("\n")).toContain(unknownPath);

    // A document load, as every link is (ADR 035).
    await markDocument(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Page not found");
    expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);
  });

  test("a link to a missing page, followed from a page, shows the 404 page", async ({
    page,
    navigate,
  }) => {
    await navigate("/");
    await followLinkTo(page, "/missing");
    await expect(page).toHaveURL("/missing");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  });
});

test("an unexpected rendering failure on the page React hydrates shows the error screen", async ({
  page,
}) => {
  // The search page's route module throws while rendering, as a bug or a broken deploy would:
  // only the page React hydrates can fail after the build (ADR 035).
  await page.route(searchRouteModule, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "export default function Broken() { throw new Error('render failed'); }",
    }),
  );
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByText("render failed")).toHaveCount(0);
  // The site's frame stays: its menu and footer lead on, and Reload tries the page again.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Quick Links");
  // Styled as the site: the page it replaces may lack its rules (ADR 041). Checked here, as the
  // page fixture's own check comes after Reload has brought the page back.
  expect(
    await rulesLeftUnapplied(page),
    "rules the error screen needs and has not applied",
  ).toEqual([]);
  await page.unroute(searchRouteModule);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
});
