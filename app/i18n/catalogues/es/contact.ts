import type { Catalogue } from "../../catalogue.ts";

export const contact = {
  title: "Contacto",
  description: "Preguntas, hallazgos o ideas de colaboración: escribe al equipo de {brand}.",
  intro: "¿Preguntas, hallazgos o ideas de colaboración? Envíanos un mensaje.",
  formTitle: "Formulario de contacto: envía un mensaje al equipo de {brand}",
  openForm: "Abrir el formulario de contacto",
} satisfies Catalogue["contact"];
