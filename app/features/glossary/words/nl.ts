import type { GlossaryWords } from "./en.ts";

// The glossary's words in Dutch, translated from en.ts term for term.
export const nl = {
  title: "Woordenlijst",
  description:
    "Wat de veldwoorden van de atlas betekenen: beurs, ring, plaatjes en hoe ze aan de steel vastzitten, sporenprint en meer, elk met een tekening.",
  intro:
    "De woorden die de soortpagina’s, de vergelijkingstabellen en de sleutel gebruiken, elk met een kleine tekening waarop het genoemde deel omcirkeld is.",
  drawing: "Tekening: {term}",
  contents: "Begrippen",
  terms: {
    "fruit-body": {
      name: "Vruchtlichaam",
      definition:
        "Het deel van een schimmel dat naar buiten groeit om sporen te verspreiden: wat we plukken en paddenstoel noemen. De rest van de schimmel blijft verborgen in bodem of hout.",
      forms: ["vruchtlichaam", "vruchtlichamen"],
    },
    mycelium: {
      name: "Mycelium (zwamvlok)",
      definition:
        "De schimmel zelf: een netwerk van heel fijne draden in bodem, hout of mest, dat zich voedt en jarenlang groeit. Vruchtlichamen komen eruit als de omstandigheden goed zijn.",
      forms: ["mycelium", "zwamvlok"],
    },
    cap: {
      name: "Hoed",
      definition:
        "Het bovenste deel van een paddenstoel, gedragen door de steel; de onderkant draagt plaatjes, poriën of stekels. Vorm, kleur en breedte horen bij het eerste wat je noteert.",
      forms: [],
    },
    stem: {
      name: "Steel",
      definition:
        "De stengel die de hoed draagt (ook stipe genoemd). Bekijk hem helemaal, tot zijn voet in de grond: een ring, als die er is, zit om het bovenste deel; een beurs, als die er is, om de voet zelf. Een steel zonder beide heet kaal.",
      forms: [],
    },
    hymenium: {
      name: "Hymenium (sporenlaag)",
      definition:
        "De laag die de sporen maakt. Ze bedekt de plaatjes, bekleedt de buisjes achter de poriën, ligt over stekels of lijsten, of over een glad oppervlak waar een zwam geen van die heeft; bij stuifzwammen bekleedt ze kleine kamertjes binnenin.",
      forms: ["hymenium", "sporenlaag"],
    },
    gills: {
      name: "Plaatjes",
      definition:
        "Dunne bladen onder de hoed, naast elkaar als de bladzijden van een boek, die de sporen dragen. Hoe ze aan de steel vastzitten en hun kleur helpen soorten uit elkaar te houden.",
      forms: ["plaatjes", "lamellen"],
    },
    pores: {
      name: "Poriën",
      definition:
        "Piepkleine gaatjes onder de hoed, de open uiteinden van dicht opeen staande buisjes, zoals bij boleten en gaatjeszwammen. De sporen vallen eruit.",
      forms: ["poriën"],
    },
    spines: {
      name: "Stekels",
      definition:
        "Zachte, spitse pennetjes aan de onderkant, als de stekels van een egel, die de sporen dragen, zoals bij de gele stekelzwam.",
      forms: ["stekels"],
    },
    ridges: {
      name: "Lijsten (valse plaatjes)",
      definition:
        "Ondiepe plooien met dikke, stompe randen die van de onderkant van de hoed op de steel aflopen, zoals bij cantharellen: vaak gevorkt, met dwarsaders verbonden en deel van het vlees. Plaatjes zijn dunne bladen met een scherpe rand. Vorken bewijzen niets: ook de echte plaatjes van de valse hanenkam vorken steeds weer.",
      forms: ["lijsten", "valse plaatjes"],
    },
    gleba: {
      name: "Gleba",
      definition:
        "Het sporenvormende binnenste van een stuifzwam of aardappelbovist, binnen zijn huid. Bij een jonge stuifzwam is het stevig en door en door wit; als de sporen rijpen wordt het gelig, dan olijf of bruin, en ten slotte droog stof. Bij een aardappelbovist wordt het al vroeg paarszwart: snijd elke bol van boven naar beneden door om het te zien.",
      forms: ["gleba"],
    },
    "gill-attachment": {
      name: "Aanhechting van de plaatjes",
      definition:
        "Hoe de plaatjes de steel raken, het best te zien op een overlangs doorgesneden paddenstoel: niet (vrij), smal (aangehecht), breed (aangegroeid), met een inkeping (uitgebocht) of aflopend langs de steel.",
      forms: [],
    },
    free: {
      name: "Vrij",
      definition:
        "Plaatjes die vóór de steel ophouden en hem niet raken, zodat er rond de top een ruimte blijft, zoals bij amanieten en weidechampignons.",
      forms: ["vrije plaatjes", "vrij"],
    },
    adnexed: {
      name: "Aangehecht",
      definition:
        "Plaatjes die naar de steel oplopen en hem maar met een klein deel van hun hoogte raken.",
      forms: ["aangehecht"],
    },
    adnate: {
      name: "Aangegroeid",
      definition: "Plaatjes die met hun hele of bijna hele hoogte recht tegen de steel vastzitten.",
      forms: ["aangegroeid", "breed aangehecht"],
    },
    sinuate: {
      name: "Uitgebocht",
      definition:
        "Plaatjes die vlak voor de steel een kleine inkeping maken en dan vastzitten of een stukje aflopen.",
      forms: ["uitgebocht"],
    },
    decurrent: {
      name: "Aflopend",
      definition:
        "Plaatjes, poriën of lijsten die onder de hoed langs de steel aflopen, zoals bij cantharellen en oesterzwammen.",
      forms: ["aflopend", "aflopende"],
    },
    "universal-veil": {
      name: "Algemeen velum",
      definition:
        "Een huid die de hele jonge paddenstoel als een eierschaal omhult. Bij het groeien scheurt die, en laat een beurs aan de voet en vaak vlokken of wratten op de hoed achter, zoals bij amanieten. Regen kan de wratten wegspoelen.",
      forms: ["algemeen velum", "velum universale"],
    },
    volva: {
      name: "Beurs (volva)",
      definition:
        "Wat het algemeen velum aan de voet van de steel achterlaat: bij sommige amanieten een losse zak of schede, bij andere alleen een gerande kraag op een knol, ringen van schubjes of een paar flarden. Hij zit vaak in de grond of breekt af: graaf de hele voet uit om hem te zien. Geen zak betekent niet geen amaniet; een beurs in welke vorm ook is een waarschuwingsteken van de dodelijke.",
      forms: ["beurs", "volva"],
    },
    egg: {
      name: "Ei of knop",
      definition:
        "Een jong vruchtlichaam, nog dicht in zijn velum, voordat de hoed opengaat. Plaatjes, ring en hoedkleur zijn dan verborgen, en het ei van een dodelijke amaniet kan op een stuifzwam lijken: snijd het van boven naar beneden doormidden. Een stuifzwam is van boven tot onder wit en egaal; de omtrek van hoed, plaatjes en steel wijst op een amaniet, een donkere, gemarmerde binnenkant op een aardappelbovist.",
      forms: ["knop", "eistadium"],
    },
    "partial-veil": {
      name: "Gedeeltelijk velum",
      definition:
        "Een huid of spinrag van de hoedrand naar de steel die de jonge plaatjes bedekt. Als de hoed opengaat scheurt het en kan een ring aan de steel, een vage zone van vezels of flarden aan de hoedrand achterlaten. Een velum van spinragachtige draden heet een cortina.",
      forms: ["gedeeltelijk velum", "velum partiale"],
    },
    ring: {
      name: "Ring",
      definition:
        "Een kraag of rokje om de steel, een rest van het gedeeltelijk velum (ook annulus). Bij sommige soorten valt hij af of laat hij alleen een vage zone na.",
      forms: ["ring"],
    },
    cortina: {
      name: "Cortina",
      definition:
        "Een gedeeltelijk velum van fijne, spinragachtige draden van de hoedrand naar de steel, zoals bij gordijnzwammen. Het verdwijnt vroeg en laat vaak een door de sporen gekleurde vezelzone na.",
      forms: ["cortina"],
    },
    umbo: {
      name: "Bult",
      definition:
        "Een verhoogde knobbel in het midden van de hoed; een hoed met een bult heet gebult.",
      forms: ["bult", "gebult"],
    },
    "spore-print": {
      name: "Sporenprint",
      definition:
        "De kleur van de sporen van een paddenstoel, te zien door een hoed met de onderkant omlaag een paar uur op wit en donker papier te leggen. Een van de zekerste aanwijzingen tussen dubbelgangers.",
      forms: ["sporenprint", "sporenafdruk"],
    },
    bruising: {
      name: "Verkleuren bij kneuzen",
      definition:
        "Een kleurverandering waar vlees, poriën of plaatjes worden gedrukt, gesneden of gekrast, zoals blauw bij sommige boleten of geel bij de karbolchampignon. Let op de kleur en hoe snel die komt.",
      forms: ["verkleurt", "blauwt", "verkleuren"],
    },
    mycorrhizal: {
      name: "Mycorrhiza-vormend",
      definition:
        "Levend in samenwerking met de wortels van levende planten, vaak bepaalde bomen: de schimmel brengt water en mineralen, de boom geeft suikers. Zo’n paddenstoel groeit bij zijn bomen.",
      forms: ["mycorrhiza"],
    },
    saprotrophic: {
      name: "Saprotroof",
      definition:
        "Voedt zich met dood materiaal zoals gevallen hout, strooisel, mest of compost en breekt het af.",
      forms: ["saprotroof", "saprofyt"],
    },
    parasitic: {
      name: "Parasitair",
      definition:
        "Voedt zich ten koste van een levende gastheer (een boom, een insect, een andere schimmel), soms tot die sterft, zoals honingzwammen bomen kunnen doden.",
      forms: ["parasitair", "parasiet"],
    },
  },
} satisfies GlossaryWords;
