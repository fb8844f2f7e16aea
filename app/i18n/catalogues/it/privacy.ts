import type { Catalogue } from "../../catalogue.ts";

export const privacy = {
  title: "Privacy",
  description:
    "Cosa memorizza {brand} sul tuo dispositivo e quali servizi di altre aziende caricano le sue pagine.",
  placeholderNotice:
    "Questa informativa è provvisoria: il titolare del sito non ha ancora scritto la propria. Indicherà chi gestisce questo sito, come contattarlo e cosa succede ai messaggi inviati tramite il modulo di contatto.",
  whoWeAre: "Chi siamo",
  whatThisSiteStores: "Cosa memorizza questo sito",
  storesNothing: "Nessun cookie.",
  storesConsentAnswer:
    "La tua risposta al banner del consenso («Accetta» o «Rifiuta»), nella memoria locale del tuo browser per questo sito, con la chiave «{key}», per 12 mesi. Nessun cookie. Puoi modificarla con «Preferenze sulla privacy», in fondo a ogni pagina.",
  storesWithConsentPlatform:
    "Nessun cookie proprio. La piattaforma di consenso indicata qui sotto conserva le tue scelte come descritto nella sua informativa.",
  storesSearchSlashKeyChoice:
    "Se disattivi il tasto / nella finestra di ricerca: questa scelta, nella memoria locale del tuo browser per questo sito, con la chiave «{key}», finché non lo riattivi.",
  otherServices: "Servizi di altre aziende",
  otherServicesText:
    "Questi host ricevono una richiesta dal tuo browser, con il suo indirizzo IP e la pagina di provenienza, quando una pagina li carica:",
  service: "Servizio",
  host: "Host",
  pages: "Pagine",
  when: "Quando",
  adNetwork: "Rete pubblicitaria (banner)",
  extraAdTag: "Tag pubblicitario aggiuntivo",
  imageBoardFeed: "Feed di una bacheca di immagini",
  contactForm: "Modulo di contatto",
  contactFormScript: "Script del modulo di contatto",
  consentPlatform: "Piattaforma di consenso (IAB TCF)",
  everyPage: "Tutte le pagine",
  unknownPaths: "percorsi sconosciuti (404)",
  whenInView: "Quando l’annuncio compare sullo schermo",
  whenAccepted: "Solo dopo che hai accettato",
  whenAcceptedInEurope:
    "Dopo che hai accettato (fusi orari europei); altrove quando l’annuncio compare sullo schermo",
  whenConsentPlatformAllows:
    "Solo quando la piattaforma di consenso segnala il tuo consenso, o che non è necessario",
  whenPageOpens: "All’apertura della pagina",
  whenPageOpensInEurope: "All’apertura della pagina, in un fuso orario europeo",
} satisfies Catalogue["privacy"];
