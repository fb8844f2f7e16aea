import type { Catalogue } from "#app/i18n/catalogue.ts";

// The offline atlas's words in Dutch, translated from en.ts key for key.
export const nl = {
  offline: {
    save: "Bewaar de atlas voor offline gebruik: {size}",
    saving: "De atlas wordt bewaard voor offline gebruik: {done} van {size}",
    cancel: "Annuleren",
    saved: "Bewaard voor offline gebruik op {date}",
    remove: "Verwijderen",
    removed: "De bewaarde atlas is van dit apparaat verwijderd.",
    cancelled: "Het bewaren is geannuleerd. Er is niets bewaard.",
    failed: "De atlas kon niet worden bewaard: een deel ervan kwam niet aan. Er is niets bewaard.",
    noRoom:
      "De atlas kon niet worden bewaard: er is op dit apparaat niet genoeg ruimte. Er is niets bewaard.",
    keptCopy:
      "Je bent offline: deze pagina is de kopie die bewaard is toen je haar op {date} opende.",
    panelHeading: "Neem de atlas mee het bos in",
    panelText:
      "Bewaar elke soortpagina met haar tekening, de determinatiesleutel en de zoekfunctie op dit apparaat: dan werken ze ook zonder bereik.",
    home: "Startpagina",
    species: { one: "{count} soort", other: "{count} soorten" },
    offlineTitle: "Je bent offline",
    offlineText: "Deze pagina is niet op dit apparaat bewaard. Ze opent zodra je weer online bent.",
    savedHeading: "Bewaard op dit apparaat",
    atlasSavedOn: "De atlas, bewaard voor offline gebruik op {date}:",
    openedHeading: "Pagina’s die je hebt geopend",
    nothingSaved: "Er is nog niets op dit apparaat bewaard.",
    storage:
      "Een kopie van de pagina’s die je opent en van de bestanden die elke pagina nodig heeft, hoogstens 1 MB, in de cacheopslag van je browser voor deze site, zodat ze zonder verbinding openen. ‘Bewaar voor offline gebruik’, onderaan elke pagina, bewaart daar ook de hele atlas, tot ‘Verwijderen’ hem wist; de gegevens van deze site wissen in de instellingen van je browser verwijdert alles.",
  },
} satisfies Pick<Catalogue, "offline">;
