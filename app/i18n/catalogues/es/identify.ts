import type { Catalogue } from "../../catalogue.ts";

export const identify = {
  title: "Identificar un hallazgo",
  description:
    "Marca lo que tengas claro de una seta que hayas encontrado y mira qué especies del atlas coinciden, primero las peligrosas.",
  intro:
    "Marca solo lo que tengas claro: cualquier rasgo, en cualquier orden, y varios valores de uno si no puedes elegir. Las especies se ordenan según lo bien que coinciden.",
  notAnIdentification:
    "Una clave acota la búsqueda; no identifica una seta. Una coincidencia no es motivo para comer nada: haz que un experto revise en persona cada hallazgo.",
  needsJavaScript:
    "La clave necesita JavaScript. Sin él, aquí tienes todas las especies del atlas con sus rasgos, para compararlas a simple vista.",
  characters: "Lo que ves",
  month: "Mes del hallazgo",
  small: "Pequeño: menos de 5 cm",
  medium: "Mediano: de 5 a 10 cm",
  large: "Grande: más de 10 cm",
  clear: "Borrar todo",
  chosen: { one: "{count} elegido", other: "{count} elegidos" },
  results: { one: "{count} especie", other: "{count} especies" },
  noChoice: "Marca un rasgo para ordenar las especies.",
  matched: "Rasgos que coinciden: {matched} de {considered}",
  nothingRecorded: "Ninguno de tus rasgos está registrado",
  disagrees: "Difiere en: {features}",
  dangerHeading: "Especies peligrosas que coinciden",
  dangerText:
    "Estas especies mortales, tóxicas o psicoactivas coinciden con todos tus rasgos salvo uno como mucho, o solo difieren donde es fácil equivocarse (láminas o pliegues, cómo se unen las láminas al pie, el tono de la esporada, dónde crece, un anillo que se ha caído, una volva que quedó en el suelo), o son dobles conocidos de una especie que sí coincide. Descarta cada una antes que nada:",
  checkNext: "Comprueba ahora: {feature}",
  checkNextText: "Su respuesta reparte de la forma más equilibrada las especies restantes.",
  drawingAlt: "Esquema de {name} dibujado a partir de sus rasgos registrados: no es una fotografía",
  drawingCaption: "Un esquema dibujado a partir de los datos, no una foto",
  noSpecies:
    "El atlas aún no tiene especies: cuando las tenga, esta clave las ordenará según lo que veas.",
  identifyAnother: "Identificar otro hallazgo",
  species: "Especies",
  showMore: "Mostrar más",
  loadFailed:
    "La clave no pudo cargar sus especies: compruebe su conexión y vuelva a cargar la página.",
} satisfies Catalogue["identify"];
