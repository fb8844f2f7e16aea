import { france, germany } from "./regional-europe.ts";
import type { CountryEntry } from "./types.ts";

// Each entry was read on the day it names in two sources, listed in `sources` (the service's own
// page first where the corpus held it). Numbers one source alone gave are left out, not guessed:
// docs/poison-centres.md lists them.

const checked = "2026-12-02";

/** Every European country of the table, by code. */
export const europe: readonly CountryEntry[] = [
  {
    code: "AT",
    emergency: "112",
    publicPoisonLine: true,
    lines: [
      {
        // Soft hyphens where the compound joins: on a phone it breaks there, with a hyphen, rather
        // than wherever the line ends (app.css, body).
        name: "Vergiftungs\u00adinformations\u00adzentrale (VIZ)",
        local: "01 406 43 43",
        international: "+43 1 406 43 43",
        hours: "24/7",
      },
    ],
    sources: [
      "https://gesundheit.gv.at/service/notruf/vergiftungsinformationszentrale",
      "https://goeg.at/index.php/Vergiftungsinformation",
    ],
    checked,
  },
  {
    code: "BE",
    emergency: "112",
    publicPoisonLine: true,
    lines: [{ name: "Centre Antipoisons / Antigifcentrum", local: "070 245 245", hours: "24/7" }],
    sources: [
      "https://www.centreantipoisons.be/propos-de-nous",
      "https://www.rtbf.be/info/regions/hainaut/detail_chaque-jour-le-centre-antipoisons-recoit-150-appels?id=9861649",
    ],
    checked,
  },
  {
    code: "CH",
    emergency: "112",
    publicPoisonLine: true,
    lines: [
      { name: "Tox Info Suisse", local: "145", international: "+41 44 251 51 51", hours: "24/7" },
    ],
    sources: [
      "http://toxinfo.ch/portrait",
      "https://vitagate.ch/de/gesund_und_schoen/ratgeber/erste_hilfe/notfalltelefon",
    ],
    checked,
  },
  germany,
  {
    code: "ES",
    emergency: "112",
    publicPoisonLine: true,
    lines: [
      {
        name: "Servicio de Información Toxicológica",
        local: "91 562 04 20",
        international: "+34 91 562 04 20",
        hours: "24/7",
      },
    ],
    sources: [
      "http://www.laregion.es/articulo/sociedad/toxicologia-ha-atendido-mas-millon-llamadas-ultimos-9-anos/20140423140244460157.html",
      "https://www.diarioinformacion.com/cultura/2137/servicio-informacion-toxicologica-recibe-380-consultas-dia/661669.html",
    ],
    checked,
  },
  france,
  {
    code: "GB",
    emergency: "999",
    // The National Poisons Information Service answers NHS professionals only.
    publicPoisonLine: false,
    lines: [
      { name: "NHS 111", region: "England, Wales", local: "111" },
      { name: "NHS 24", region: "Scotland", local: "111" },
    ],
    note: "routeGB",
    sources: [
      "http://npis.org/npis.html",
      "http://eastkentformulary.nhs.uk/therapeutic-sections/16-emergency-treatment-of-poisoning",
    ],
    checked,
  },
  {
    code: "IE",
    emergency: "112",
    publicPoisonLine: true,
    lines: [
      {
        name: "National Poisons Information Centre",
        local: "01 809 2166",
        international: "+353 1 809 2166",
        hours: { from: "08:00", to: "22:00" },
      },
    ],
    note: "afterHoursIE",
    sources: ["https://poisons.ie/about/what-we-do/", "http://npis.org/npis.html"],
    checked,
  },
  {
    code: "IT",
    emergency: "112",
    publicPoisonLine: true,
    lines: [
      {
        name: "Centro Antiveleni, Ospedale Niguarda",
        region: "Milano",
        local: "02 6610 1029",
        international: "+39 02 6610 1029",
        hours: "24/7",
      },
    ],
    note: "otherCentresIT",
    sources: [
      "https://www.ospedaleniguarda.it/in-evidenza/leggi/centro-antiveleni",
      "https://it.wikipedia.org/wiki/Centro_Antiveleni_di_Milano",
    ],
    checked,
  },
  {
    code: "NL",
    emergency: "112",
    // The NVIC answers doctors and other professionals only.
    publicPoisonLine: false,
    lines: [],
    note: "routeNL",
    sources: [
      "https://nvic.umcutrecht.nl/",
      "https://ikehbo.nl/ehbo-aan-kinderen/vergiftiging/eerste-hulp-vergiftiging.php",
    ],
    checked,
  },
  {
    code: "PL",
    emergency: "112",
    // No national line for the public was found; the sanitary inspectorate sends people to 999 or 112.
    publicPoisonLine: false,
    lines: [],
    note: "routePL",
    sources: [
      "https://finanse.wp.pl/bezpieczne-grzybobranie-sanepid-ostrzega-po-zatruciu-zakazane-sa-mleko-i-alkohol-6289264929572993a",
      "https://www.radiopik.pl/2,133069,uwaga-na-grzyby-dwa-przypadki-ciezkich-zatruc-odnotowano-w-kujawsko-pomorskiem",
    ],
    checked,
  },
  {
    code: "PT",
    emergency: "112",
    publicPoisonLine: true,
    lines: [
      {
        name: "Centro de Informação Antivenenos (CIAV, INEM)",
        local: "800 250 250",
        hours: "24/7",
      },
    ],
    sources: [
      "https://radioavfm.net/inem-sensibiliza-a-contactar-o-centro-de-informacao-antivenenos-em-caso-de-intoxicacao",
      "https://observador.pt/2020/03/06/centro-de-informacao-antivenenos-realizou-cerca-de-82-consultas-diarias-em-2019/",
    ],
    checked,
  },
];
