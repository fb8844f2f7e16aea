import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from "html-validate";

// Reads the files of the built site (dist/, written by `npm start` before the tests run): no browser.
const site = "dist";

test("every built HTML file is valid HTML (html-validate, .htmlvalidate.json)", async () => {
  const files = (await readdir(site, { recursive: true })).filter((file) => file.endsWith(".html"));
  expect(files).toContain("index.html");
  expect(files).toContain("404.html");
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const format = formatterFactory("text");
  for (const file of files) {
    const report = await validator.validateFile(join(site, file));
    expect.soft(report.valid, format(report.results)).toBe(true);
  }
});
