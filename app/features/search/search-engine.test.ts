// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { chosenFilters, excerptParts, namesFirst, type SearchHit, toHit } from "./search-engine.ts";

describe("toHit", () => {
  it("reads a species result's title, section, scientific name and edibility", () => {
    const hit = toHit({
      url: "/types/chanterelle",
      excerpt: "the <mark>girolle</mark>",
      meta: { title: "Chanterelle", scientificName: "Cantharellus cibarius", edibility: "choice" },
      filters: { section: ["Types of Mushrooms"], month: ["7", "8"] },
    });
    expect(hit).toEqual({
      url: "/types/chanterelle",
      title: "Chanterelle",
      excerpt: "the <mark>girolle</mark>",
      section: "Types of Mushrooms",
      scientificName: "Cantharellus cibarius",
      edibility: "choice",
    });
  });

  it("reads a species' drawing and its first photo, only from the site's own folders", () => {
    const photo = "/fungi-atlas/images/content/chanterelle-whole-1a2b3c4d-240.jpg";
    const hit = toHit({
      url: "/types/chanterelle",
      excerpt: "",
      meta: { title: "Chanterelle", picture: "/drawings/chanterelle.svg", photo },
      filters: {},
    });
    expect(hit).toMatchObject({ picture: "/drawings/chanterelle.svg", photo });
    for (const elsewhere of ["https://evil.example/images/content/x.jpg", "/images/x.jpg"]) {
      const meta = { title: "Chanterelle", photo: elsewhere };
      expect(toHit({ url: "/", excerpt: "", meta, filters: {} })).not.toHaveProperty("photo");
    }
  });

  it("leaves out what a page does not have, and an edibility the site does not know", () => {
    const hit = toHit({ url: "/blog", excerpt: "", meta: { edibility: "tasty" }, filters: {} });
    expect(hit).toEqual({ url: "/blog", title: "/blog", excerpt: "" });
  });
});

describe("chosenFilters", () => {
  it("keeps only the facets with a value chosen", () => {
    expect(chosenFilters({ section: "", edibility: "deadly", month: "7" })).toEqual({
      edibility: "deadly",
      month: "7",
    });
    expect(chosenFilters({})).toEqual({});
  });
});

describe("excerptParts", () => {
  it("splits an excerpt into plain and marked runs", () => {
    expect(excerptParts("false <mark>gills</mark> and ridges")).toEqual([
      { text: "false ", marked: false },
      { text: "gills", marked: true },
      { text: " and ridges", marked: false },
    ]);
  });

  it("turns character references and any other markup into plain text", () => {
    expect(excerptParts("a &lt;b&gt; &amp; <img src=x onerror=alert(1)><em>c</em>")).toEqual([
      { text: "a <b> & ", marked: false },
      { text: "", marked: false },
      { text: "c", marked: false },
    ]);
  });
});

const hit = (title: string, scientificName?: string): SearchHit => ({
  url: `/types/${title}`,
  title,
  excerpt: "",
  ...(scientificName ? { scientificName } : {}),
});
const titles = (hits: SearchHit[]) => hits.map((one) => one.title);

describe("namesFirst", () => {
  it("puts a page whose name starts with the words first, then one with a word that does", () => {
    const hits = [hit("False chanterelle"), hit("Chanterelle"), hit("Spore prints")];
    expect(titles(namesFirst(hits, "chanter"))).toEqual([
      "Chanterelle",
      "False chanterelle",
      "Spore prints",
    ]);
  });

  it("finds a species by its scientific name, in any case and without accents or hyphens", () => {
    const hits = [
      hit("False chanterelle", "Hygrophoropsis aurantiaca"),
      hit("Chanterelle", "Cantharellus cibarius"),
    ];
    expect(titles(namesFirst(hits, "cantharellus CIBARIUS"))).toEqual([
      "Chanterelle",
      "False chanterelle",
    ]);
    expect(titles(namesFirst([hit("Oyster"), hit("Jack-o'-lantern")], "jack o lan"))).toEqual([
      "Jack-o'-lantern",
      "Oyster",
    ]);
  });

  it("keeps Pagefind's order among equals, and for words that name nothing", () => {
    const hits = [hit("Death cap"), hit("Destroying angel")];
    expect(titles(namesFirst(hits, "volva"))).toEqual(["Death cap", "Destroying angel"]);
  });
});
