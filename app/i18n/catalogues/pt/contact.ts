import type { Catalogue } from "../../catalogue.ts";

export const contact = {
  title: "Contacte-nos",
  description: "Perguntas, achados ou ideias de parceria: escreva à equipa do {brand}.",
  intro: "Perguntas, achados ou ideias de parceria? Envie-nos uma mensagem.",
  formTitle: "Formulário de contacto: envie uma mensagem à equipa do {brand}",
  openForm: "Abrir o formulário de contacto",
} satisfies Catalogue["contact"];
