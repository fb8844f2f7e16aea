import type { Catalogue } from "../../catalogue.ts";

export const privacy = {
  title: "Datenschutz",
  description:
    "Was {brand} auf Ihrem Gerät speichert und welche Dienste anderer Unternehmen die Seiten laden.",
  placeholderNotice:
    "Dieser Hinweis ist ein Platzhalter: Der Betreiber der Website hat noch keinen eigenen verfasst. Dort wird stehen, wer diese Website betreibt, wie er erreichbar ist und was mit den Nachrichten geschieht, die über das Kontaktformular gesendet werden.",
  whoWeAre: "Wer wir sind",
  whatThisSiteStores: "Was diese Website speichert",
  storesNothing: "Keine Cookies.",
  storesConsentAnswer:
    "Ihre Antwort auf das Einwilligungsbanner („Zustimmen“ oder „Ablehnen“) – 12 Monate lang im lokalen Speicher Ihres Browsers für diese Website, unter dem Schlüssel „{key}“. Keine Cookies. Über „Datenschutzeinstellungen“ unten auf jeder Seite können Sie sie ändern.",
  storesWithConsentPlatform:
    "Selbst keine Cookies. Die unten genannte Einwilligungsplattform speichert Ihre Auswahl so, wie sie es in ihrem eigenen Hinweis beschreibt.",
  storesSearchSlashKeyChoice:
    "Wenn Sie im Suchfenster die Taste / ausschalten: diese Wahl, im lokalen Speicher Ihres Browsers für diese Website, unter dem Schlüssel „{key}“, bis Sie die Taste wieder einschalten.",
  otherServices: "Dienste anderer Unternehmen",
  otherServicesText:
    "Diese Hosts erhalten eine Anfrage Ihres Browsers – mit seiner IP-Adresse und der Seite, von der sie stammt –, wenn eine Seite sie lädt:",
  service: "Dienst",
  host: "Host",
  pages: "Seiten",
  when: "Wann",
  adNetwork: "Werbenetzwerk (Banner)",
  extraAdTag: "Zusätzliches Anzeigen-Tag",
  imageBoardFeed: "Feed eines Bilderboards",
  contactForm: "Kontaktformular",
  contactFormScript: "Skript des Kontaktformulars",
  consentPlatform: "Einwilligungsplattform (IAB TCF)",
  everyPage: "Alle Seiten",
  unknownPaths: "unbekannte Pfade (404)",
  whenInView: "Sobald die Anzeige ins Bild scrollt",
  whenAccepted: "Nur nach Ihrer Zustimmung",
  whenAcceptedInEurope:
    "Nach Ihrer Zustimmung (europäische Zeitzonen); anderswo, sobald die Anzeige ins Bild scrollt",
  whenConsentPlatformAllows:
    "Erst wenn die Einwilligungsplattform Ihre Einwilligung meldet – oder dass keine nötig ist",
  whenPageOpens: "Beim Öffnen der Seite",
  whenPageOpensInEurope: "Beim Öffnen der Seite, in einer europäischen Zeitzone",
} satisfies Catalogue["privacy"];
