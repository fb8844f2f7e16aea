import type { Catalogue } from "../../catalogue.ts";

export const facts = {
  onset: "Bij deze soort beginnen de klachten meestal {from} tot {to} na de maaltijd.",
  onsetAlcohol:
    "Bij deze soort beginnen de klachten {from} tot {to} na het drinken van alcohol, ook tot vijf dagen na de maaltijd.",
  noVomiting: "Laat de persoon niet overgeven, tenzij het vergiftigingencentrum dat zegt.",
  checkedOn: "Feiten het laatst gecontroleerd op {date}.",
  howWeCheck: "Hoe we onze feiten controleren",
} satisfies Catalogue["facts"];
