/** The search's words about species names: matches by name, typos, lookalikes, and the 404's suggestions. */
export const searchNames = {
  knownAs: "Also called {name}",
  didYouMean: "Did you mean {name}?",
  noNameMatch: "No species is called “{query}”. The closest name is {name}.",
  confusedWith: "Often confused with:",
  needsJavaScript:
    "The search needs JavaScript, which is off or did not load, so no words were searched. Every page is listed below, by section.",
  filtersToggle: "Filters",
  filtersChosen: "{count} chosen",
  notFoundSuggestions: "Were you looking for one of these species?",
};
