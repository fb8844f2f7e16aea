import type { Catalogue } from "#app/i18n/catalogue.ts";

// The poison lines' words (/poison-centres and the footer's link to it) in French, translated from
// en.ts key for key.
export const fr = {
  // Qui appeler après une intoxication, par pays : l'appel du cadre de danger et la page /poison-centres.
  poisonCentres: {
    title: "Centres antipoison",
    description:
      "Qui appeler, pays par pays, si quelqu'un a pu manger un champignon toxique : les lignes antipoison, leurs horaires, et la marche à suivre là où le public n'en a pas.",
    intro:
      "Chaque pays a été vérifié dans les deux sources qu'il cite, au jour qu'il indique. Les numéros changent : en cas de doute, appelez le numéro d'urgence.",
    allCountries: "Les centres antipoison de chaque pays",
    countriesNav: "Pays",
    labelled: "{label}\u00a0:",
    callRegional:
      "Appelez maintenant le centre antipoison de votre région, même si la personne se sent bien :",
    callEmergencyNumber: "Si elle est inconsciente ou respire mal, appelez le {phone}.",
    noPublicLine: "Pas de ligne antipoison pour le public",
    emergencyNumber: "Numéro d'urgence : {phone}",
    aroundTheClock: "Ouvert jour et nuit",
    openFromTo: "Ouvert de {from} à {to}",
    hoursNotConfirmed: "Horaires non confirmés",
    fromAbroad: "Depuis l'étranger : {phone}",
    sources: "Sources",
    source: "Source {number}",
    checkedOn: "Vérifié le {date}",
    routeGB:
      "Le service antipoison britannique ne répond qu'aux médecins. Si quelqu'un a pu manger un champignon dangereux, le NHS dit d'appeler le 999 ou d'aller aux urgences, la plus prudente de ses deux consignes ; en cas de doute sur le danger, appelez NHS 111 (NHS 24 au 111 en Écosse). En Irlande du Nord, appelez votre médecin traitant, ou GP Out of Hours quand le cabinet est fermé.",
    routeNL:
      "Le centre antipoison néerlandais (NVIC) ne répond qu'aux médecins. Appelez votre médecin généraliste (huisarts) ou, hors des heures de cabinet, le poste de garde (huisartsenpost) : ils joignent le NVIC jour et nuit. Si la personne va mal, appelez le 112.",
    routePL:
      "Aucune ligne antipoison nationale pour le public n'a été confirmée en Pologne. L'inspection sanitaire dit d'appeler le 999 ou le 112 au premier signe d'intoxication par un champignon, ou de conduire la personne à l'hôpital.",
    afterHoursIE:
      "En dehors de ces horaires, appelez le service de votre médecin ou allez aux urgences d'un hôpital.",
    outagesBR:
      "En 2025, la ligne n'aboutissait pas dans certaines régions : si elle ne répond pas, appelez le SAMU au 192.",
    otherCentresIT:
      "L'Italie a d'autres centres antipoison régionaux ; celui-ci, à l'hôpital Niguarda de Milan, répond aux appels de tout le pays.",
    quebecCA:
      "Le numéro national transfère l'appel au centre antipoison local ; au Québec, appelez directement le Centre antipoison du Québec.",
  },
  // The footer's link to the poison centres of every country: apart, so every page loads only it.
  poisonLink: {
    footer: "Centres antipoison",
  },
} satisfies Pick<Catalogue, "poisonCentres" | "poisonLink">;
