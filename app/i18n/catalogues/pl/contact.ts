import type { Catalogue } from "../../catalogue.ts";

export const contact = {
  title: "Kontakt",
  description: "Pytania, obserwacje lub pomysły na współpracę: napisz do zespołu {brand}.",
  intro: "Masz pytanie, obserwację lub pomysł na współpracę? Wyślij nam wiadomość.",
  formTitle: "Formularz kontaktowy: wyślij wiadomość do zespołu {brand}",
  openForm: "Otwórz formularz kontaktowy",
} satisfies Catalogue["contact"];
