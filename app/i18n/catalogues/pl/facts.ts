import type { Catalogue } from "../../catalogue.ts";

export const facts = {
  onset: "Po tym gatunku objawy zwykle pojawiają się od {from} do {to} po posiłku.",
  onsetAlcohol:
    "Po tym gatunku objawy pojawiają się od {from} do {to} po wypiciu alkoholu, nawet do pięciu dni po posiłku.",
  noVomiting: "Nie wywołuj wymiotów, chyba że każe tak ośrodek toksykologiczny.",
  checkedOn: "Fakty ostatnio sprawdzone: {date}.",
  howWeCheck: "Jak sprawdzamy fakty",
} satisfies Catalogue["facts"];
