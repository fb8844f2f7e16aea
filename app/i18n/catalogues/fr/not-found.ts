import type { Catalogue } from "../../catalogue.ts";

export const notFound = {
  title: "Page introuvable",
  heading: "Oups\u202f! Page introuvable",
  headingPrefix: "404\u00a0:",
  text: "Ce chemin ne mène nulle part. La page a peut-être été déplacée, ou n’a jamais poussé ici.",
  returnHome: "Retour à l’accueil",
  explore: "Ou explorez une rubrique",
} satisfies Catalogue["notFound"];
