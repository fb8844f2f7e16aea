import type { Catalogue } from "../../catalogue.ts";

export const safety = {
  dangerousLookalike: "Niebezpieczny sobowtór",
  dangerousLookalikeDeadly:
    "Można go pomylić z gatunkiem śmiertelnie trującym. Poznaj różnice, zanim go zbierzesz:",
  dangerousLookalikePoisonous:
    "Można go pomylić z gatunkiem trującym. Poznaj różnice, zanim go zbierzesz:",
  dangerousLookalikePsychoactive:
    "Można go pomylić z gatunkiem psychoaktywnym. Poznaj różnice, zanim go zbierzesz:",
  lookalikes: "Gatunki podobne w zestawieniu",
  pairHeading: "{species} czy {lookalike}: jak je odróżnić",
  pairTable: "{species} i {lookalike} – porównanie cech",
  differs: "Różnica",
  notRecorded: "brak danych",
  dangerDeadly: "Śmiertelnie trujący: zjedzenie go może zabić.",
  dangerPoisonous: "Trujący: zjedzenie go może wywołać ciężkie zatrucie.",
  dangerPsychoactive: "Psychoaktywny: zmienia postrzeganie i może zatruć.",
  ifEaten: "Jeśli ktoś mógł go zjeść",
  callEmergency:
    "Zadzwoń teraz do {centre} pod numer {phone}, nawet jeśli ta osoba czuje się dobrze.",
  callLocalEmergency:
    "Zadzwoń teraz pod numer alarmowy lub do ośrodka toksykologicznego, nawet jeśli ta osoba czuje się dobrze.",
  symptomsLate:
    "Objawy mogą pojawić się dopiero po godzinach lub dniach, gdy trucizna już działa: nie czekaj na nie.",
  keepLeftovers: "Zachowaj resztki grzyba, surowe lub gotowane, do identyfikacji.",
  safetyNotice:
    "Nigdy nie jedz dzikiego grzyba tylko dlatego, że strona internetowa, także ta, nazywa go jadalnym. Przed jedzeniem pokaż każde znalezisko osobiście specjaliście.",
  harmfulNotice:
    "Nigdy nie traktuj dzikiego grzyba jako jedzenia na podstawie strony internetowej, także tej. Tylko specjalista, który zobaczy sam grzyb, może go oznaczyć.",
} satisfies Catalogue["safety"];
