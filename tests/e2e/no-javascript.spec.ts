import { expect, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

const pages = [
  { path: "/", heading: "Discover the Magic of Mushrooms" },
  { path: "/about", heading: "About Mushrooms" },
  { path: "/types", heading: "Types of Mushrooms" },
  { path: "/culture", heading: "Cultural Significance" },
  { path: "/blog", heading: "Blog" },
  { path: "/contact", heading: "Contact Us" },
];

for (const { path, heading } of pages) {
  test(`${path} is readable and styled without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    // Styled: the stylesheet loaded and the design's font and colours apply.
    const body = page.locator("body");
    await expect(body).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(page.getByRole("contentinfo")).toContainText("Quick Links");
  });
}

test("links navigate without JavaScript", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
});

test("the narrow-screen menu opens without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/culture");
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});
