import type { Catalogue } from "../../catalogue.ts";

export const safety = {
  dangerousLookalike: "Gevaarlijke dubbelganger",
  dangerousLookalikeDeadly:
    "Hij kan worden verward met een dodelijk giftige soort. Leer de verschillen voordat je hem plukt:",
  dangerousLookalikePoisonous:
    "Hij kan worden verward met een giftige soort. Leer de verschillen voordat je hem plukt:",
  dangerousLookalikePsychoactive:
    "Hij kan worden verward met een psychoactieve soort. Leer de verschillen voordat je hem plukt:",
  lookalikes: "Dubbelgangers naast elkaar",
  pairHeading: "{species} of {lookalike}: zo herken je het verschil",
  pairTable: "{species} en {lookalike} vergeleken",
  differs: "Verschilt",
  notRecorded: "niet vastgelegd",
  dangerDeadly: "Dodelijk giftig: wie hem eet, kan eraan sterven.",
  dangerPoisonous: "Giftig: wie hem eet, kan ernstig ziek worden.",
  dangerPsychoactive: "Psychoactief: hij verandert de waarneming en kan vergiftigen.",
  ifEaten: "Als iemand hem misschien heeft gegeten",
  callEmergency: "Bel nu {centre} op {phone}, ook als de persoon zich goed voelt.",
  callLocalEmergency: "Bel nu het alarmnummer of de huisarts, ook als de persoon zich goed voelt.",
  symptomsLate:
    "Klachten kunnen pas uren of dagen later beginnen, als het gif al werkt: wacht er niet op.",
  keepLeftovers: "Bewaar wat er van de paddenstoel over is, rauw of gekookt, voor de determinatie.",
  safetyNotice:
    "Eet nooit een wilde paddenstoel omdat een website zegt dat hij eetbaar is, ook deze niet. Laat elke vondst vóór het eten persoonlijk door een deskundige controleren.",
  harmfulNotice:
    "Beschouw een wilde paddenstoel nooit als voedsel op grond van een webpagina, ook deze niet. Alleen een deskundige die de vondst zelf ziet, kan hem benoemen.",
} satisfies Catalogue["safety"];
