import type { Catalogue } from "#app/i18n/catalogue.ts";

// The poison lines' words (/poison-centres and the footer's link to it) in German, translated from
// en.ts key for key.
export const de = {
  // Wen man nach einer Vergiftung anruft, nach Land: der Anruf im Gefahrenkasten und die Seite /poison-centres.
  poisonCentres: {
    title: "Giftnotrufe",
    description:
      "Wen man Land für Land anruft, wenn jemand einen giftigen Pilz gegessen haben könnte: Giftnotrufe, ihre Zeiten und der Weg, wo es für Laien keinen gibt.",
    intro:
      "Jeder Eintrag wurde an dem genannten Tag mit den zwei verlinkten Quellen abgeglichen. Nummern ändern sich: Im Zweifel den Notruf wählen.",
    allCountries: "Giftnotrufe aller Länder",
    countriesNav: "Länder",
    labelled: "{label}:",
    callRegional:
      "Rufen Sie sofort den Giftnotruf Ihrer Region an, auch wenn es der Person gut geht:",
    callEmergencyNumber: "Ist die Person bewusstlos oder hat Atemnot, wählen Sie {phone}.",
    noPublicLine: "Kein Giftnotruf für Laien",
    emergencyNumber: "Notruf: {phone}",
    aroundTheClock: "Rund um die Uhr erreichbar",
    openFromTo: "Erreichbar {from}–{to}",
    hoursNotConfirmed: "Zeiten nicht bestätigt",
    fromAbroad: "Aus dem Ausland: {phone}",
    sources: "Quellen",
    source: "Quelle {number}",
    checkedOn: "Geprüft am {date}",
    routeGB:
      "Der britische Giftinformationsdienst berät nur Ärzte. Könnte jemand einen schädlichen Pilz gegessen haben, rät der NHS, 999 zu wählen oder in die Notaufnahme zu gehen, der vorsichtigere seiner zwei Wege; wer unsicher ist, ob er schädlich ist, ruft NHS 111 an (in Schottland NHS 24 unter 111). In Nordirland den Hausarzt anrufen oder, wenn die Praxis geschlossen ist, GP Out of Hours.",
    routeNL:
      "Das niederländische Giftinformationszentrum (NVIC) berät nur Ärzte. Rufen Sie Ihren Hausarzt (huisarts) an oder außerhalb der Sprechzeiten den hausärztlichen Notdienst (huisartsenpost): Beide erreichen das NVIC Tag und Nacht. Bei schweren Beschwerden 112 wählen.",
    routePL:
      "Einen landesweiten Giftnotruf für Laien fanden wir in Polen nicht bestätigt. Die Sanitätsinspektion rät, beim ersten Zeichen einer Pilzvergiftung 999 oder 112 zu wählen oder die Person ins Krankenhaus zu bringen.",
    afterHoursIE:
      "Außerhalb dieser Zeiten den hausärztlichen Dienst anrufen oder in die Notaufnahme eines Krankenhauses gehen.",
    outagesBR:
      "2025 kam die Verbindung in manchen Regionen nicht zustande: Antwortet niemand, den SAMU unter 192 anrufen.",
    otherCentresIT:
      "Italien hat weitere regionale Giftnotrufe; dieser, am Mailänder Krankenhaus Niguarda, nimmt Anrufe aus dem ganzen Land an.",
    quebecCA:
      "Die landesweite Nummer leitet den Anruf an den örtlichen Giftnotruf weiter; in Québec direkt das Centre antipoison du Québec anrufen.",
  },
  // The footer's link to the poison centres of every country: apart, so every page loads only it.
  poisonLink: {
    footer: "Giftnotrufe",
  },
} satisfies Pick<Catalogue, "poisonCentres" | "poisonLink">;
