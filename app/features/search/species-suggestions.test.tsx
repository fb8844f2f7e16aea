import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { withSettings } from "#tests/fixtures/settings.tsx";
import type { NamedSpecies } from "./names-match.ts";
import { SpeciesSuggestions } from "./species-suggestions.tsx";
import suggestions from "./species-suggestions.island.ts";

const species = (
  slug: string,
  title: string,
  scientificName: string,
  edibility: NamedSpecies["edibility"],
): NamedSpecies => ({
  path: `/types/${slug}`,
  title,
  scientificName,
  edibility,
  picture: `/drawings/${slug}.svg`,
  names: { en: [title], la: [scientificName] },
  dangerous: [],
});

const index = [
  species("chanterelle", "Chanterelle", "Cantharellus cibarius", "choice"),
  species("death-cap", "Death Cap", "Amanita phalloides", "deadly"),
];

/** The 404 page's suggestions as pre-rendered, at `path`, once their island has run. */
async function suggestionsAt(path: string) {
  window.history.replaceState(null, "", path);
  // As the browser gets it: the pre-rendered HTML, its templates parsed as a page's are.
  const Settings = withSettings();
  document.body.innerHTML = renderToStaticMarkup(
    <Settings>
      <SpeciesSuggestions />
    </Settings>,
  );
  const element = document.querySelector<HTMLElement>("[data-island='species-suggestions']");
  if (!element) throw new Error("no suggestions");
  await suggestions.mount([element]);
  return element;
}

describe("the 404 page's species suggestions", () => {
  afterEach(() => document.body.replaceChildren());
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(index)),
    );
  });

  // First, the tests that load no index: once loaded, it is kept for the page's life.
  it("stay hidden at an address that is not a species', which does not fetch the names index", async () => {
    const element = await suggestionsAt("/no/such/page");
    expect(element).not.toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("stay hidden without the names index", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    const element = await suggestionsAt("/types/chantrelle");
    expect(element).not.toBeVisible();
  });

  it("offer the species a mistyped address meant, each a link with its names and badge", async () => {
    await suggestionsAt("/types/chantrelle");
    const offered = screen.getByRole("navigation", {
      name: "Were you looking for one of these species?",
    });
    const links = within(offered).getAllByRole("link");
    expect(links[0]).toHaveAttribute("href", "/types/chanterelle");
    expect(links[0]).toHaveTextContent(/^Chanterelle\s*Cantharellus cibarius\s*Choice edible$/);
    expect(within(links[0] as HTMLElement).getByText("Cantharellus cibarius")).toHaveAttribute(
      "lang",
      "la",
    );
  });
});
