import type { Catalogue } from "#app/i18n/catalogue.ts";

// The offline atlas's words in French, translated from en.ts key for key.
export const fr = {
  offline: {
    save: "Enregistrer l’atlas pour l’utiliser hors ligne\u00a0: {size}",
    saving: "Enregistrement de l’atlas pour l’utiliser hors ligne\u00a0: {done} sur {size}",
    cancel: "Annuler",
    saved: "Enregistré pour une utilisation hors ligne le {date}",
    remove: "Supprimer",
    removed: "L’atlas enregistré a été supprimé de cet appareil.",
    cancelled: "L’enregistrement a été annulé. Rien n’a été conservé.",
    failed:
      "L’atlas n’a pas pu être enregistré\u00a0: une partie n’est pas arrivée. Rien n’a été conservé.",
    noRoom:
      "L’atlas n’a pas pu être enregistré\u00a0: cet appareil manque de place. Rien n’a été conservé.",
    keptCopy:
      "Vous êtes hors ligne\u00a0: cette page est la copie conservée lorsque vous l’avez ouverte le {date}.",
    panelHeading: "Emportez l’atlas en forêt",
    panelText:
      "Enregistrez sur cet appareil chaque fiche d’espèce avec son dessin, la clé d’identification et la recherche\u00a0: ils fonctionneront alors sans réseau.",
    home: "Accueil",
    species: { one: "{count} espèce", other: "{count} espèces" },
    offlineTitle: "Vous êtes hors ligne",
    offlineText:
      "Cette page n’est pas enregistrée sur cet appareil. Elle s’ouvrira dès que vous serez de nouveau en ligne.",
    savedHeading: "Enregistré sur cet appareil",
    atlasSavedOn: "L’atlas, enregistré pour une utilisation hors ligne le {date}\u00a0:",
    openedHeading: "Pages que vous avez ouvertes",
    nothingSaved: "Rien n’est encore enregistré sur cet appareil.",
    storage:
      "Une copie des pages que vous ouvrez et des fichiers dont chaque page a besoin, 1\u00a0Mo au plus, dans le stockage de cache de votre navigateur pour ce site, afin qu’elles s’ouvrent sans connexion. «\u00a0Enregistrer pour une utilisation hors ligne\u00a0», au bas de chaque page, y conserve aussi l’atlas entier, jusqu’à ce que «\u00a0Supprimer\u00a0» l’efface\u00a0; effacer les données de ce site dans les réglages de votre navigateur supprime le tout.",
  },
} satisfies Pick<Catalogue, "offline">;
