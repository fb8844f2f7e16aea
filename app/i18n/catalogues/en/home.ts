export const home = {
  eyebrow: "Field notes on fungi",
  exploreTypes: "Explore Types",
  learnMore: "Learn More",
  learnMoreContext: "about mushrooms",
  featuresHeading: "Why fungi fascinate",
  wondersTitle: "Natural Wonders",
  wondersText:
    "From glowing ghost fungi to giant puffballs, more than 14,000 described mushroom species shape every forest floor.",
  cultureTitle: "Cultural Impact",
  cultureText:
    "Mushrooms run through folklore, ritual, medicine and cooking, from Siberian shamans to Japanese matsutake feasts.",
  healthTitle: "Health Benefits",
  healthText:
    "Many edible mushrooms are low in calories and rich in fibre, B vitamins, potassium and, grown in sunlight, vitamin D.",
};
