// The multi-access key at /identify (app/features/identify/).
export const identify = {
  title: "Identify a find",
  description:
    "Tick what you are sure of about a mushroom you found, and see which species of the atlas match it, the dangerous ones first.",
  intro:
    "Tick only what you are sure of: any features, in any order, several values of one if you cannot choose. The species are ranked by how well they match.",
  notAnIdentification:
    "A key narrows the search; it does not identify a mushroom. A match is no reason to eat anything: have every find checked by an expert, in person.",
  needsJavaScript:
    "The key needs JavaScript. Without it, here is every species of the atlas with its features, to compare by eye.",
  characters: "What you see",
  month: "Month found",
  small: "Small: under 5 cm",
  medium: "Medium: 5 to 10 cm",
  large: "Large: over 10 cm",
  clear: "Clear all",
  /** After a group of the key's boxes with ticks: "Underside (1 chosen)", in one form for every count. */
  chosen: { other: "{count} chosen" },
  results: { one: "{count} species", other: "{count} species" },
  noChoice: "Tick a feature to rank the species.",
  matched: "{matched} of {considered} features match",
  nothingRecorded: "None of your features recorded",
  disagrees: "Differs on: {features}",
  dangerHeading: "Dangerous species that match",
  dangerText:
    "These deadly, poisonous or psychoactive species match all your features but one at most, or differ only where a find is easily misjudged (gills or ridges, gill attachment, a spore print's shade, what it grows on, a fallen ring, a volva left in the ground), or are the known lookalikes of a species that does. Rule each out first:",
  checkNext: "Check this next: {feature}",
  checkNextText: "Its answer splits the remaining species most evenly.",
  drawingAlt: "Diagram of {name}, drawn from its recorded features: not a photograph",
  drawingCaption: "A diagram drawn from the facts, not a photo",
  noSpecies: "The atlas has no species yet: once it has, this key ranks them against what you see.",
  identifyAnother: "Identify another find",
  species: "Species",
  showMore: "Show more",
  loadFailed: "The key could not load its species: check your connection, then reload the page.",
};
