import type { Catalogue } from "../../catalogue.ts";

export const home = {
  eyebrow: "Feldnotizen aus der Pilzwelt",
  exploreTypes: "Pilzarten entdecken",
  learnMore: "Mehr erfahren",
  learnMoreContext: "über Pilze",
  featuresHeading: "Warum Pilze faszinieren",
  wondersTitle: "Naturwunder",
  wondersText:
    "Vom leuchtenden Geisterpilz bis zum Riesenbovist: Über 14.000 beschriebene Pilzarten prägen jeden Waldboden.",
  cultureTitle: "Kulturelle Bedeutung",
  cultureText:
    "Pilze ziehen sich durch Volksglauben, Rituale, Heilkunde und Küche – von sibirischen Schamanen bis zu japanischen Matsutake-Festmahlen.",
  healthTitle: "Gut für die Gesundheit",
  healthText:
    "Viele Speisepilze sind kalorienarm und reich an Ballaststoffen, B-Vitaminen, Kalium und – im Sonnenlicht gewachsen – Vitamin D.",
} satisfies Catalogue["home"];
