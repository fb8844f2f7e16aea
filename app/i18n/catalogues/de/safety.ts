import type { Catalogue } from "../../catalogue.ts";

export const safety = {
  dangerousLookalike: "Gefährlicher Doppelgänger",
  dangerousLookalikeDeadly:
    "Er kann mit einer tödlich giftigen Art verwechselt werden. Lernen Sie die Unterschiede, bevor Sie ihn sammeln:",
  dangerousLookalikePoisonous:
    "Er kann mit einer giftigen Art verwechselt werden. Lernen Sie die Unterschiede, bevor Sie ihn sammeln:",
  dangerousLookalikePsychoactive:
    "Er kann mit einer psychoaktiven Art verwechselt werden. Lernen Sie die Unterschiede, bevor Sie ihn sammeln:",
  lookalikes: "Doppelgänger im Vergleich",
  pairHeading: "{species} oder {lookalike}: So unterscheiden Sie sie",
  pairTable: "{species} und {lookalike} im Vergleich",
  differs: "Unterschied",
  notRecorded: "nicht erfasst",
  dangerDeadly: "Tödlich giftig: Wer ihn isst, kann daran sterben.",
  dangerPoisonous: "Giftig: Wer ihn isst, kann schwer erkranken.",
  dangerPsychoactive: "Psychoaktiv: Er verändert die Wahrnehmung und kann vergiften.",
  ifEaten: "Wenn jemand ihn gegessen haben könnte",
  callEmergency: "Rufen Sie sofort {centre} unter {phone} an, auch wenn es der Person gut geht.",
  callLocalEmergency:
    "Rufen Sie sofort den Notruf oder den Giftnotruf an, auch wenn es der Person gut geht.",
  symptomsLate:
    "Beschwerden können erst Stunden oder Tage später beginnen, wenn das Gift schon wirkt: Warte nicht darauf.",
  keepLeftovers: "Bewahren Sie Reste des Pilzes, roh oder gekocht, für die Bestimmung auf.",
  safetyNotice:
    "Essen Sie nie einen wild gesammelten Pilz, nur weil eine Website ihn essbar nennt, auch nicht diese. Lassen Sie jeden Fund vor dem Essen persönlich von einer Fachperson prüfen.",
  harmfulNotice:
    "Behandle einen wild gesammelten Pilz nie wegen einer Webseite als Speisepilz, auch nicht wegen dieser. Nur eine Fachperson, die den Fund selbst sieht, kann ihn bestimmen.",
} satisfies Catalogue["safety"];
