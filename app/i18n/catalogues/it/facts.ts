import type { Catalogue } from "../../catalogue.ts";

export const facts = {
  onset: "Con questa specie i sintomi di solito iniziano da {from} a {to} dopo il pasto.",
  onsetAlcohol:
    "Con questa specie i sintomi iniziano da {from} a {to} dopo aver bevuto alcol, anche fino a cinque giorni dopo il pasto.",
  noVomiting: "Non far vomitare la persona, a meno che non te lo dica il centro antiveleni.",
  checkedOn: "Fatti verificati l’ultima volta il {date}.",
  howWeCheck: "Come verifichiamo i fatti",
} satisfies Catalogue["facts"];
