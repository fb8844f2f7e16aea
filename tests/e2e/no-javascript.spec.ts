import { expect, type PagePath, sitePages, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

const headings: Record<PagePath, string> = {
  "/": "Discover the Magic of Mushrooms",
  "/about": "About Mushrooms",
  "/types": "Types of Mushrooms",
  "/culture": "Cultural Significance",
  "/blog": "Blog",
  "/contact": "Contact Us",
  "/privacy": "Privacy",
  "/poison-centres": "Poison centres",
  "/search": "Search",
  "/identify": "Identify a find",
  "/credits": "Photo credits",
  "/glossary": "Glossary",
};

for (const path of sitePages) {
  test(`${path} is readable and styled without JavaScript`, async ({ page, navigate }) => {
    await navigate(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[path]);
    // Styled: the stylesheet loaded and the design's font and colours apply.
    const body = page.locator("body");
    await expect(body).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(page.getByRole("contentinfo")).toContainText("Quick Links");
  });
}

test("links navigate without JavaScript", async ({ page, navigate }) => {
  await navigate("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
});

test("the narrow-screen menu opens without JavaScript", async ({ page, navigate }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await navigate("/culture");
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});

test("without JavaScript no ad box takes space: none could ever fill", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of sitePages) {
    await navigate(path);
    await expect(page.locator("[data-banner-id], [data-ad-script-slot]").first()).toBeAttached();
    await expect(
      page.locator("[data-banner-id]:visible, [data-ad-script-slot]:visible"),
    ).toHaveCount(0);
    await expect(page.getByRole("complementary")).toHaveCount(0);
  }
});
