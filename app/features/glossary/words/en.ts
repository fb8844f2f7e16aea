// The glossary's words in English: the reference the other languages translate, term for term.
// Each definition is our own, checked against two sources (README.md in this folder's parent).
export const en = {
  title: "Glossary",
  description:
    "What the field words of the atlas mean: volva, ring, gills and how they meet the stem, spore print, and more, each with a drawing.",
  intro:
    "The words the species pages, the pair tables and the key use, each with a small drawing of the part it names, ringed.",
  drawing: "Drawing: {term}",
  contents: "Terms",
  terms: {
    "fruit-body": {
      name: "Fruit body",
      definition:
        "The part of a fungus that grows out into the open to release spores: what we pick and call a mushroom. The rest of the fungus stays hidden in soil or wood.",
      forms: ["fruit body", "fruit bodies", "fruiting body", "fruiting bodies"],
    },
    mycelium: {
      name: "Mycelium",
      definition:
        "The fungus itself: a web of very fine threads running through soil, wood or dung, feeding and growing for years. Fruit bodies rise from it when conditions suit.",
      forms: ["mycelium"],
    },
    cap: {
      name: "Cap",
      definition:
        "The top of a mushroom, held up by the stem; its underside carries the gills, pores or spines. Its shape, colour and width are among the first things to note.",
      forms: [],
    },
    stem: {
      name: "Stem",
      definition:
        "The stalk that holds the cap up (also called the stipe). Look at its whole length, down to its base in the ground: a ring, where there is one, circles its upper part; a volva, where there is one, wraps its very base. A stem with neither is called bare.",
      forms: [],
    },
    hymenium: {
      name: "Hymenium",
      definition:
        "The layer that makes the spores. It covers the gills, lines the tubes behind the pores, coats the spines or ridges, or spreads over a smooth surface where a fungus has none of these; in puffballs it lines tiny chambers inside.",
      forms: ["hymenium"],
    },
    gills: {
      name: "Gills",
      definition:
        "Thin blades under the cap, side by side like the pages of a book, that carry the spores. How they meet the stem and their colour help tell species apart.",
      forms: ["gills", "gill"],
    },
    pores: {
      name: "Pores",
      definition:
        "Openings, often too small to see one by one, that cover the underside of boletes and brackets: each is the mouth of a tube, and the spores made inside drop out through it.",
      forms: ["pores"],
    },
    spines: {
      name: "Spines (teeth)",
      definition:
        "Soft, pointed pegs hanging from the underside, like a hedgehog's spines, carrying the spores, as on the hedgehog mushroom.",
      forms: ["spines", "teeth"],
    },
    ridges: {
      name: "Ridges (false gills)",
      definition:
        "Shallow folds with thick, blunt edges, running down from the cap's underside onto the stem, as on chanterelles: often forked and joined by cross-veins, and part of the flesh. Gills are thin blades with sharp edges. Forking settles nothing: the false chanterelle's true gills fork again and again.",
      forms: ["ridges", "false gills"],
    },
    gleba: {
      name: "Gleba",
      definition:
        "The spore-making flesh that fills a puffball or an earthball inside its skin. A young puffball's is firm and white right through; as its spores ripen it turns yellowish, then olive or brown, and ends as dry dust. An earthball's darkens to purple-black early: cut any ball from top to bottom to see it.",
      forms: ["gleba"],
    },
    "gill-attachment": {
      name: "Gill attachment",
      definition:
        "How the gills meet the stem, seen best on a mushroom cut down the middle: not at all (free), narrowly (adnexed), fully (adnate), with a notch (sinuate) or running down it (decurrent).",
      forms: [],
    },
    free: {
      name: "Free",
      definition:
        "Gills that stop short of the stem and do not touch it, leaving a gap around its top, as on amanitas and field mushrooms.",
      forms: ["free gills"],
    },
    adnexed: {
      name: "Adnexed",
      definition:
        "Gills that curve up as they near the stem and meet it by only a narrow strip of their height.",
      forms: ["adnexed"],
    },
    adnate: {
      name: "Adnate",
      definition:
        "Gills that butt against the stem over their whole height, or nearly, with no notch and no run down it.",
      forms: ["adnate"],
    },
    sinuate: {
      name: "Sinuate",
      definition:
        "Gills whose lower edge curves up into a little notch close to the stem, before they meet it or run a short way down it.",
      forms: ["sinuate"],
    },
    decurrent: {
      name: "Decurrent",
      definition:
        "Gills, pores or ridges that run down the stem below the cap, as on chanterelles and oyster mushrooms.",
      forms: ["decurrent"],
    },
    "universal-veil": {
      name: "Universal veil",
      definition:
        "A skin that wraps the whole young mushroom like an eggshell. As it grows it tears, leaving a volva at the base and often patches or warts on the cap, as on the amanitas. Rain can wash the warts away.",
      forms: ["universal veil"],
    },
    volva: {
      name: "Volva",
      definition:
        "What the universal veil leaves at the stem's base: a loose sac or cup on some amanitas, only a rimmed collar on a swollen bulb, rings of scales or a few scraps on others. It is often buried or breaks off: dig the whole base up to see it. No sac does not mean no amanita; a volva of any form is a warning sign of the deadly ones.",
      forms: ["volva", "volvas"],
    },
    egg: {
      name: "Egg or button",
      definition:
        "A young fruit body still closed inside its veil, before the cap opens. Gills, ring and cap colour are hidden then, and a deadly amanita's egg can look like a puffball: cut it in half from top to bottom. A puffball is white and even right through; the outline of a cap, gills and stem means an amanita, and a dark, marbled inside an earthball.",
      forms: ["button", "buttons"],
    },
    "partial-veil": {
      name: "Partial veil",
      definition:
        "A skin or web stretched from the cap's edge to the stem that covers the young gills. As the cap opens it tears, and may leave a ring on the stem, a faint band of fibres, or shreds on the cap's edge. A veil of cobweb-like threads is called a cortina.",
      forms: ["partial veil"],
    },
    ring: {
      name: "Ring",
      definition:
        "A collar or skirt around the stem, what is left of the partial veil (also called the annulus). On some species it falls off or leaves only a faint mark.",
      forms: ["ring"],
    },
    cortina: {
      name: "Cortina",
      definition:
        "A cobweb of fine threads strung from the cap's rim to the stem in place of a skin: the partial veil of the webcaps. Young caps show it best; later only a thin zone of fibres is left on the stem, often rusty with fallen spores.",
      forms: ["cortina"],
    },
    umbo: {
      name: "Umbo",
      definition:
        "A hump at the centre of the cap, from a low swelling to a pointed knob. A cap that has one is umbonate.",
      forms: ["umbo", "umbonate"],
    },
    "spore-print": {
      name: "Spore print",
      definition:
        "The colour of a mushroom's spores, seen by leaving a cap gills-down on white and dark paper for some hours. It is one of the surest clues between lookalikes.",
      forms: ["spore print"],
    },
    bruising: {
      name: "Bruising",
      definition:
        "A change of colour where the flesh, pores or gills are pressed, cut or scratched, such as blue on some boletes or yellow on the yellow stainer. Note the colour and how fast it comes.",
      forms: ["bruises", "bruising", "bruise"],
    },
    mycorrhizal: {
      name: "Mycorrhizal",
      definition:
        "Living in partnership with the roots of living plants, often particular trees: the fungus brings water and minerals, the tree gives sugars. Such a mushroom grows near its trees.",
      forms: ["mycorrhizal"],
    },
    saprotrophic: {
      name: "Saprotrophic",
      definition:
        "Feeding on dead matter, such as fallen wood, leaf litter, dung or compost, and breaking it down.",
      forms: ["saprotrophic"],
    },
    parasitic: {
      name: "Parasitic",
      definition:
        "Feeding on a living host (a tree, an insect, another fungus) at its expense, sometimes until it dies, as honey fungus can kill trees.",
      forms: ["parasitic", "parasite"],
    },
  },
};

/** The glossary's words in one language: the English ones, key for key. */
export type GlossaryWords = {
  [Key in Exclude<keyof typeof en, "terms">]: string;
} & {
  terms: {
    [Id in keyof (typeof en)["terms"]]: { name: string; definition: string; forms: string[] };
  };
};
