import type { Catalogue } from "../../catalogue.ts";

export const safety = {
  dangerousLookalike: "Sosia pericoloso",
  dangerousLookalikeDeadly:
    "Può essere confuso con una specie mortale. Impara le differenze prima di raccoglierlo:",
  dangerousLookalikePoisonous:
    "Può essere confuso con una specie velenosa. Impara le differenze prima di raccoglierlo:",
  dangerousLookalikePsychoactive:
    "Può essere confuso con una specie psicoattiva. Impara le differenze prima di raccoglierlo:",
  lookalikes: "Specie simili a confronto",
  pairHeading: "{species} o {lookalike}: come distinguerli",
  pairTable: "{species} e {lookalike} a confronto",
  differs: "Diverso",
  notRecorded: "non registrato",
  dangerDeadly: "Mortale: mangiarlo può uccidere.",
  dangerPoisonous: "Velenoso: mangiarlo può causare un grave avvelenamento.",
  dangerPsychoactive: "Psicoattivo: mangiarlo altera la percezione e può avvelenare.",
  ifEaten: "Se qualcuno potrebbe averlo mangiato",
  callEmergency: "Chiama subito {centre} al {phone}, anche se la persona sta bene.",
  callLocalEmergency:
    "Chiama subito il numero di emergenza o il centro antiveleni, anche se la persona sta bene.",
  symptomsLate:
    "I sintomi possono comparire ore o giorni dopo, quando il veleno agisce già: non aspettarli.",
  keepLeftovers: "Conserva gli avanzi del fungo, crudi o cotti, per l’identificazione.",
  safetyNotice:
    "Non mangiare mai un fungo selvatico perché un sito web lo dice commestibile, nemmeno questo. Fai controllare ogni raccolto da un esperto, di persona, prima di mangiarlo.",
  harmfulNotice:
    "Non considerare mai un fungo selvatico come cibo sulla base di una pagina web, nemmeno questa. Solo un esperto che vede il fungo stesso può identificarlo.",
} satisfies Catalogue["safety"];
