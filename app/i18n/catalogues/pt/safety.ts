import type { Catalogue } from "../../catalogue.ts";

export const safety = {
  dangerousLookalike: "Sósia perigoso",
  dangerousLookalikeDeadly:
    "Pode ser confundido com uma espécie mortal. Aprenda as diferenças antes de o colher:",
  dangerousLookalikePoisonous:
    "Pode ser confundido com uma espécie venenosa. Aprenda as diferenças antes de o colher:",
  dangerousLookalikePsychoactive:
    "Pode ser confundido com uma espécie psicoativa. Aprenda as diferenças antes de o colher:",
  lookalikes: "Espécies parecidas lado a lado",
  pairHeading: "{species} ou {lookalike}: como os distinguir",
  pairTable: "{species} e {lookalike}, característica a característica",
  differs: "Diferente",
  notRecorded: "sem registo",
  dangerDeadly: "Mortal: comê-lo pode matar.",
  dangerPoisonous: "Venenoso: comê-lo pode causar uma intoxicação grave.",
  dangerPsychoactive: "Psicoativo: comê-lo altera a perceção e pode intoxicar.",
  ifEaten: "Se alguém o pode ter comido",
  callEmergency: "Ligue já para {centre} pelo {phone}, mesmo que a pessoa se sinta bem.",
  callLocalEmergency:
    "Ligue já para o número de emergência ou para o centro de informação antivenenos, mesmo que a pessoa se sinta bem.",
  symptomsLate:
    "Os sintomas podem surgir só horas ou dias depois, quando o veneno já atua: não espere por eles.",
  keepLeftovers: "Guarde os restos do cogumelo, crus ou cozinhados, para a identificação.",
  safetyNotice:
    "Nunca coma um cogumelo silvestre porque um site diz que é comestível, nem mesmo este. Mande verificar cada achado por um especialista, pessoalmente, antes de o comer.",
  harmfulNotice:
    "Nunca trate um cogumelo silvestre como alimento com base numa página web, nem mesmo esta. Só um especialista que veja o próprio cogumelo o pode identificar.",
} satisfies Catalogue["safety"];
