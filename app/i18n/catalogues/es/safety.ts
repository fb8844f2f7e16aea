import type { Catalogue } from "../../catalogue.ts";

export const safety = {
  dangerousLookalike: "Doble peligroso",
  dangerousLookalikeDeadly:
    "Puede confundirse con una especie mortal. Aprende las diferencias antes de recogerla:",
  dangerousLookalikePoisonous:
    "Puede confundirse con una especie tóxica. Aprende las diferencias antes de recogerla:",
  dangerousLookalikePsychoactive:
    "Puede confundirse con una especie psicoactiva. Aprende las diferencias antes de recogerla:",
  lookalikes: "Especies parecidas, una al lado de otra",
  pairHeading: "{species} o {lookalike}: cómo distinguirlas",
  pairTable: "{species} y {lookalike}, rasgo a rasgo",
  differs: "Distinto",
  notRecorded: "sin datos",
  dangerDeadly: "Mortal: comerla puede matar.",
  dangerPoisonous: "Tóxica: comerla puede causar una intoxicación grave.",
  dangerPsychoactive: "Psicoactiva: comerla altera la percepción y puede intoxicar.",
  ifEaten: "Si alguien puede haberla comido",
  callEmergency: "Llama ahora a {centre} al {phone}, aunque la persona se encuentre bien.",
  callLocalEmergency:
    "Llama ahora a emergencias o al servicio de información toxicológica, aunque la persona se encuentre bien.",
  symptomsLate:
    "Los síntomas pueden tardar horas o días en aparecer, cuando el veneno ya actúa: no los esperes.",
  keepLeftovers: "Guarda los restos de la seta, crudos o cocinados, para identificarla.",
  safetyNotice:
    "No comas nunca una seta silvestre porque una web diga que es comestible, tampoco esta. Haz que un experto revise en persona cada ejemplar antes de comerlo.",
  harmfulNotice:
    "Nunca trates una seta silvestre como alimento por lo que diga una página web, tampoco esta. Solo un experto que vea el ejemplar puede identificarlo.",
} satisfies Catalogue["safety"];
