import type { Catalogue } from "../../catalogue.ts";

export const contact = {
  title: "Nous contacter",
  description:
    "Questions, observations ou idées de partenariat\u00a0: écrivez à l’équipe de {brand}.",
  intro: "Une question, une observation, une idée de partenariat\u202f? Envoyez-nous un message.",
  formTitle: "Formulaire de contact\u00a0: envoyer un message à l’équipe de {brand}",
  openForm: "Ouvrir le formulaire de contact",
} satisfies Catalogue["contact"];
