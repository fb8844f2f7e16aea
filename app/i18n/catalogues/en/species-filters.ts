export const speciesFilters = {
  /** The submit button of the species filters on /types. */
  apply: "Apply filters",
};
