// The species pages' words (the facts box, the pairs, the filters, the features' labels) in
// English: the reference the other languages translate, key for key. The site's catalogue takes
// them in (app/features/words.ts); a component takes its namespace from the words its render is
// given (`useWords()`, ADR 037).
export const en = {
  // The features of a species that its facts box, the lookalike pairs, the key (/identify) and the
  // drawings show: a label for each field and each value of its closed list (species-terms.ts).
  morphology: {
    capShape: "Cap shape",
    capColour: "Cap colour",
    capSize: "Cap size",
    gillAttachment: "Gills meet the stem",
    hymeniumColour: "Underside colour",
    stipe: "Stem",
    substrate: "Grows on",
    smell: "Smell",
    bruising: "When bruised or cut",
    /** A size range, e.g. "5–15 cm". */
    sizeRange: "{min}–{max} cm",
    conical: "Conical",
    bell: "Bell-shaped",
    convex: "Convex",
    flat: "Flat",
    depressed: "Depressed in the middle",
    funnel: "Funnel-shaped",
    umbonate: "With a central bump",
    egg: "Egg (unopened)",
    shelf: "A shelf or bracket",
    none: "No cap: a ball, club or coral",
    white: "White",
    cream: "Cream",
    yellow: "Yellow",
    orange: "Orange",
    red: "Red",
    pink: "Pink",
    purple: "Purple",
    brown: "Brown",
    grey: "Grey",
    green: "Green",
    olive: "Olive",
    black: "Black",
    blue: "Blue",
    ochre: "Ochre",
    salmon: "Salmon",
    rust: "Rust",
    "purple-brown": "Purple-brown",
    free: "Free: not touching it",
    adnexed: "Adnexed: narrowly attached",
    adnate: "Adnate: broadly attached",
    sinuate: "Sinuate: notched before it",
    decurrent: "Decurrent: running down it",
    seceding: "Seceding: pulling away from it",
    bare: "Bare",
    ring: "With a ring",
    volva: "With a volva (a sac at its base)",
    "ring-and-volva": "With a ring and a volva",
    cortina: "With a cobweb veil (cortina)",
    noStem: "No stem",
    soil: "Soil",
    wood: "Wood",
    dung: "Dung",
    moss: "Moss",
    "leaf-litter": "Leaf litter",
    grass: "Grass",
    fungi: "Other fungi",
  },
  // The facts a reader can check: when a poisoning's symptoms start, and when the facts were checked.
  facts: {
    onset: "With this species, symptoms usually start {from} to {to} after the meal.",
    onsetAlcohol:
      "With this species, symptoms start {from} to {to} after drinking alcohol, even alcohol drunk up to five days after the meal.",
    noVomiting: "Do not make them vomit unless the poison centre tells you to.",
    checkedOn: "Facts last checked on {date}.",
    howWeCheck: "How we check our facts",
  },
  speciesFilters: {
    /** The submit button of the species filters on /types. */
    apply: "Apply filters",
  },
  // A lookalike pair's table (issue 64): its verdicts, what a stage hides, the rest behind a disclosure.
  pairTable: {
    same: "Same",
    overlaps: "Overlaps",
    hiddenEgg: "Not visible on an unopened button: cut it in half",
    hiddenYoung: "Not shown yet on a young one: look at a grown one, or cut it in half",
    allFeatures: "All {count} features",
    overlapList: "Overlap, so they cannot tell the two apart: {features}",
  },
  // A species page half as tall on a phone (issue 67): what waits behind a disclosure, the facts a
  // forager checks last and the notes of a lookalike pair after the first; no warning ever does.
  compactPage: {
    notesAndFeatures: "Notes, and all {count} features",
    moreFacts: "{count} more facts",
  },
  // The link from a label that names a field term to where the term is explained (app/lib/term-link.tsx).
  termLink: {
    explain: "What “{term}” means",
  },
};

// The catalogue's types take these namespaces in (app/features/README.md).
declare module "#app/i18n/catalogue.ts" {
  interface FeatureNamespaces {
    morphology: (typeof en)["morphology"];
    facts: (typeof en)["facts"];
    speciesFilters: (typeof en)["speciesFilters"];
    pairTable: (typeof en)["pairTable"];
    compactPage: (typeof en)["compactPage"];
    termLink: (typeof en)["termLink"];
  }
}
