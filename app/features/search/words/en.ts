// The search's words (the dialog, /search, the species' names) in English: the reference the other
// languages translate, key for key. The site's catalogue takes them in (app/features/words.ts); a
// component takes its namespace from the words its render is given (`useWords()`, ADR 037).
export const en = {
  search: {
    title: "Search",
    description: "Search every page of {brand}, or browse them all by section.",
    label: "Search the site",
    placeholder: "A common or Latin name, or any word",
    close: "Close",
    loading: "Loading the search…",
    failed: "The search could not load. Check your connection, then try again.",
    results: { one: "{count} result", other: "{count} results" },
    noResults: "No results for “{query}”",
    hint: "Arrow keys move through the results; Enter opens one.",
    filters: "Filter the results",
    section: "Section",
    anySection: "Any section",
    anyValue: "Any",
    allPages: "Every page, by section",
    otherPages: "Other pages",
    slashKey: "Open the search with the / key",
  },
  /** The search's words about species names: matches by name, typos, lookalikes, and the 404's suggestions. */
  searchNames: {
    knownAs: "Also called {name}",
    didYouMean: "Did you mean {name}?",
    noNameMatch: "No species is called “{query}”. The closest name is {name}.",
    confusedWith: "Often confused with:",
    needsJavaScript:
      "The search needs JavaScript, which is off or did not load, so no words were searched. Every page is listed below, by section.",
    filtersToggle: "Filters",
    filtersChosen: "{count} chosen",
    notFoundSuggestions: "Were you looking for one of these species?",
  },
};

// The catalogue's types take these namespaces in (app/features/README.md).
declare module "#app/i18n/catalogue.ts" {
  interface FeatureNamespaces {
    search: (typeof en)["search"];
    searchNames: (typeof en)["searchNames"];
  }
}
