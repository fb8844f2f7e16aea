import type { Catalogue } from "../../catalogue.ts";

export const facts = {
  onset: "Bei dieser Art beginnen die Beschwerden meist {from} bis {to} nach der Mahlzeit.",
  onsetAlcohol:
    "Bei dieser Art beginnen die Beschwerden {from} bis {to} nach dem Trinken von Alkohol, auch wenn er bis zu fünf Tage nach der Mahlzeit getrunken wird.",
  noVomiting: "Bring die Person nicht zum Erbrechen, außer der Giftnotruf sagt es dir.",
  checkedOn: "Fakten zuletzt geprüft am {date}.",
  howWeCheck: "So prüfen wir unsere Fakten",
} satisfies Catalogue["facts"];
