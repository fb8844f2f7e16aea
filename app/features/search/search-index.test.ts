import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { pageFile, writeSearchIndex } from "./search-index.ts";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><header>Menu</header><main data-pagefind-body>${body}</main></body></html>`;

describe("writeSearchIndex", () => {
  it("indexes the pages it is given into pagefind/, with only the files the dialog loads", async () => {
    const site = await temporaryFolder("search-index");
    await writeFile(join(site, "index.html"), page("<h1>Home</h1>"));
    await writeFile(join(site, "about.html"), page("<h1>About</h1><p>Spores</p>"));
    await writeFile(join(site, "404.html"), page("<h1>Not found</h1>"));
    await writeSearchIndex(site, ["/", "/about"]);

    const files = await readdir(join(site, "pagefind"));
    expect(files).toContain("pagefind.js");
    expect(files.filter((file) => file.startsWith("wasm."))).toEqual(["wasm.en.pagefind"]);
    expect(files.filter((file) => /ui|worker|highlight/.test(file))).toEqual([]);
    const entry = JSON.parse(await readFile(join(site, "pagefind", "pagefind-entry.json"), "utf8"));
    expect(entry.languages.en.page_count).toBe(2);
  });

  it("takes the markup only Pagefind reads out of every page, once its index has it", async () => {
    const site = await temporaryFolder("search-index-markup");
    await writeFile(
      join(site, "death-cap.html"),
      page(
        '<h1>Death cap</h1><section data-pagefind-filter="edibility:deadly"><h2 data-pagefind-ignore>Facts</h2><span hidden data-pagefind-filter="capColour:green"></span><span hidden data-pagefind-meta="picture:/drawings/death-cap.svg"></span><p>A ring and a sac.</p></section>',
      ),
    );
    await writeFile(join(site, "404.html"), page("<h1>Not found</h1>"));
    await writeSearchIndex(site, ["/death-cap"]);

    const shipped = await readFile(join(site, "death-cap.html"), "utf8");
    expect(shipped).toContain(
      "<main><h1>Death cap</h1><section><h2>Facts</h2><p>A ring and a sac.</p></section></main>",
    );
    expect(await readFile(join(site, "404.html"), "utf8")).not.toContain("pagefind");
    // One file per facet: Pagefind read both before they went.
    expect(await readdir(join(site, "pagefind", "filter"))).toHaveLength(2);
  });
});

describe("pageFile", () => {
  it("names the flat file each page is built to", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/types/chanterelle")).toBe("types/chanterelle.html");
  });
});
