import type { GlossaryWords } from "./en.ts";

// The glossary's words in German, translated from en.ts term for term.
export const de = {
  title: "Glossar",
  description:
    "Was die Fachwörter des Atlas bedeuten: Volva, Ring, Lamellen und wie sie am Stiel ansetzen, Sporenpulver und mehr, jedes mit einer Zeichnung.",
  intro:
    "Die Wörter, die die Artseiten, die Vergleichstabellen und der Schlüssel verwenden, jedes mit einer kleinen Zeichnung, auf der das benannte Teil eingekreist ist.",
  drawing: "Zeichnung: {term}",
  contents: "Begriffe",
  terms: {
    "fruit-body": {
      name: "Fruchtkörper",
      definition:
        "Der Teil eines Pilzes, der ins Freie wächst, um Sporen zu verbreiten: das, was wir sammeln und Pilz nennen. Der Rest des Pilzes bleibt verborgen in Boden oder Holz.",
      forms: ["Fruchtkörper", "Fruchtkörpers", "Fruchtkörpern"],
    },
    mycelium: {
      name: "Myzel",
      definition:
        "Der eigentliche Pilz: ein Geflecht sehr feiner Fäden in Boden, Holz oder Dung, das sich ernährt und jahrelang wächst. Fruchtkörper wachsen daraus, wenn die Bedingungen passen.",
      forms: ["Myzel", "Mycel"],
    },
    cap: {
      name: "Hut",
      definition:
        "Der obere Teil eines Pilzes, vom Stiel getragen; seine Unterseite trägt Lamellen, Poren oder Stacheln. Form, Farbe und Breite gehören zum Ersten, worauf man achtet.",
      forms: [],
    },
    stem: {
      name: "Stiel",
      definition:
        "Der Stängel, der den Hut trägt (auch Stipes genannt). Sehen Sie ihn ganz an, bis zur Basis im Boden: Ein Ring, wo es einen gibt, sitzt an seinem oberen Teil, eine Volva, wo es eine gibt, umhüllt die Basis ganz unten. Ein Stiel ohne beides heißt nackt.",
      forms: [],
    },
    hymenium: {
      name: "Hymenium (Fruchtschicht)",
      definition:
        "Die Schicht, die die Sporen bildet. Sie überzieht die Lamellen, kleidet die Röhren hinter den Poren aus, bedeckt Stacheln oder Leisten oder liegt auf einer glatten Fläche, wo ein Pilz nichts davon hat; bei Stäublingen kleidet sie winzige Kammern im Inneren aus.",
      forms: ["Hymenium", "Fruchtschicht"],
    },
    gills: {
      name: "Lamellen",
      definition:
        "Dünne Blätter unter dem Hut, nebeneinander wie die Seiten eines Buches, die die Sporen tragen. Wie sie am Stiel ansetzen und ihre Farbe helfen, Arten zu unterscheiden.",
      forms: ["Lamellen", "Lamelle"],
    },
    pores: {
      name: "Poren",
      definition:
        "Winzige Löcher unter dem Hut, die offenen Enden dicht gepackter Röhren, wie bei Röhrlingen und Porlingen. Aus ihnen fallen die Sporen.",
      forms: ["Poren"],
    },
    spines: {
      name: "Stacheln",
      definition:
        "Weiche, spitze Zapfen an der Unterseite, wie die Stacheln eines Igels, die die Sporen tragen, etwa beim Semmelstoppelpilz.",
      forms: ["Stacheln", "Stoppeln"],
    },
    ridges: {
      name: "Leisten",
      definition:
        "Flache Falten mit dicken, stumpfen Kanten, die von der Hutunterseite auf den Stiel herablaufen, wie beim Pfifferling: oft gegabelt, durch Queradern verbunden und Teil des Fleisches. Lamellen sind dünne Blätter mit scharfer Kante. Gabelungen beweisen nichts: Auch die echten Lamellen des Falschen Pfifferlings gabeln sich immer wieder.",
      forms: ["Leisten", "Falten"],
    },
    gleba: {
      name: "Gleba (Sporenmasse)",
      definition:
        "Das sporenbildende Innere eines Stäublings oder Kartoffelbovists, von seiner Haut umschlossen. Bei einem jungen Stäubling ist es fest und durch und durch weiß; reifen die Sporen, wird es gelblich, dann oliv oder braun und zuletzt zu trockenem Staub. Beim Kartoffelbovist wird es früh purpurschwarz: Schneiden Sie jede Kugel von oben nach unten durch, um es zu sehen.",
      forms: ["Gleba", "Sporenmasse"],
    },
    "gill-attachment": {
      name: "Lamellenansatz",
      definition:
        "Wie die Lamellen am Stiel ansetzen, am besten an einem längs halbierten Pilz zu sehen: gar nicht (frei), schmal (angeheftet), breit (angewachsen), mit einer Kerbe (ausgebuchtet) oder am Stiel herablaufend.",
      forms: [],
    },
    free: {
      name: "Frei",
      definition:
        "Lamellen, die vor dem Stiel enden und ihn nicht berühren, sodass um seine Spitze ein Spalt bleibt, wie bei Wulstlingen und Egerlingen.",
      forms: ["freie Lamellen", "frei"],
    },
    adnexed: {
      name: "Angeheftet",
      definition:
        "Lamellen, die zum Stiel hin ansteigen und ihn nur mit einem kleinen Teil ihrer Höhe berühren.",
      forms: ["angeheftet"],
    },
    adnate: {
      name: "Angewachsen",
      definition: "Lamellen, die mit ihrer ganzen oder fast ganzen Höhe gerade am Stiel ansetzen.",
      forms: ["angewachsen"],
    },
    sinuate: {
      name: "Ausgebuchtet",
      definition:
        "Lamellen, die kurz vor dem Stiel in einer kleinen Kerbe einbuchten und dann ansetzen oder ein Stück herablaufen.",
      forms: ["ausgebuchtet"],
    },
    decurrent: {
      name: "Herablaufend",
      definition:
        "Lamellen, Poren oder Leisten, die unter dem Hut am Stiel herablaufen, wie bei Pfifferlingen und Austernseitlingen.",
      forms: ["herablaufend", "herablaufende", "herablaufenden"],
    },
    "universal-veil": {
      name: "Gesamthülle",
      definition:
        "Eine Haut, die den ganzen jungen Pilz wie eine Eierschale umhüllt. Beim Wachsen reißt sie und hinterlässt eine Volva an der Basis und oft Flocken oder Warzen auf dem Hut, wie bei den Wulstlingen. Regen kann die Warzen abwaschen.",
      forms: ["Gesamthülle", "Velum universale"],
    },
    volva: {
      name: "Volva (Scheide)",
      definition:
        "Was die Gesamthülle an der Stielbasis zurücklässt: bei manchen Wulstlingen eine lose Scheide oder ein Becher, bei anderen nur ein gerandeter Saum an einer Knolle, Ringe aus Schüppchen oder ein paar Fetzen. Sie steckt oft im Boden oder bricht ab: Graben Sie die ganze Basis aus, um sie zu sehen. Keine Scheide heißt nicht kein Wulstling; eine Volva in jeder Form ist ein Warnzeichen für die tödlichen.",
      forms: ["Volva", "Scheide"],
    },
    egg: {
      name: "Ei oder junger Fruchtkörper",
      definition:
        "Ein junger, noch von seiner Hülle umschlossener Fruchtkörper, bevor sich der Hut öffnet. Lamellen, Ring und Hutfarbe sind dann verborgen, und das Ei eines tödlichen Wulstlings kann einem Stäubling gleichen: Schneiden Sie es von oben nach unten durch. Ein Stäubling ist innen durchgehend weiß und gleichförmig; Umrisse von Hut, Lamellen und Stiel bedeuten einen Wulstling, ein dunkles, marmoriertes Inneres einen Kartoffelbovist.",
      forms: ["Ei-Stadium"],
    },
    "partial-veil": {
      name: "Teilhülle",
      definition:
        "Eine Haut oder ein Gespinst vom Hutrand zum Stiel, das die jungen Lamellen bedeckt. Beim Öffnen des Hutes reißt es und kann einen Ring am Stiel, eine schwache Faserzone oder Fetzen am Hutrand hinterlassen. Ein Schleier aus spinnwebartigen Fäden heißt Cortina.",
      forms: ["Teilhülle", "Velum partiale"],
    },
    ring: {
      name: "Ring",
      definition:
        "Eine Manschette oder ein Rock um den Stiel, der Rest der Teilhülle (auch Annulus). Bei manchen Arten fällt er ab oder hinterlässt nur eine schwache Zone.",
      forms: ["Ring", "Manschette"],
    },
    cortina: {
      name: "Cortina (Schleier)",
      definition:
        "Eine Teilhülle aus feinen, spinnwebartigen Fäden vom Hutrand zum Stiel, wie bei Schleierlingen. Sie vergeht früh und hinterlässt oft eine von den Sporen gefärbte Faserzone.",
      forms: ["Cortina"],
    },
    umbo: {
      name: "Buckel",
      definition:
        "Eine erhabene Kuppe oder Beule in der Hutmitte; ein Hut mit Buckel heißt gebuckelt.",
      forms: ["Buckel", "gebuckelt"],
    },
    "spore-print": {
      name: "Sporenpulver",
      definition:
        "Die Farbe der Sporen eines Pilzes, sichtbar, wenn man einen Hut einige Stunden mit der Unterseite nach unten auf weißes und dunkles Papier legt. Eines der sichersten Merkmale zwischen Doppelgängern.",
      forms: ["Sporenpulver", "Sporenabdruck"],
    },
    bruising: {
      name: "Verfärbung bei Druck",
      definition:
        "Ein Farbwechsel, wo Fleisch, Poren oder Lamellen gedrückt, geschnitten oder geritzt werden, etwa Blau bei manchen Röhrlingen oder Gelb beim Karbol-Egerling. Achten Sie auf die Farbe und wie schnell sie kommt.",
      forms: ["verfärbt", "Verfärbung", "blauend"],
    },
    mycorrhizal: {
      name: "Mykorrhiza-Pilz",
      definition:
        "In Partnerschaft mit den Wurzeln lebender Pflanzen, oft bestimmter Bäume: Der Pilz bringt Wasser und Mineralien, der Baum gibt Zucker. Ein solcher Pilz wächst in der Nähe seiner Bäume.",
      forms: ["Mykorrhiza", "Mykorrhizapilz"],
    },
    saprotrophic: {
      name: "Saprobiont (Zersetzer)",
      definition:
        "Ernährt sich von totem Material wie gefallenem Holz, Laubstreu, Dung oder Kompost und baut es ab.",
      forms: ["Saprobiont", "Zersetzer", "saprotroph"],
    },
    parasitic: {
      name: "Parasit",
      definition:
        "Ernährt sich auf Kosten eines lebenden Wirts (eines Baums, eines Insekts, eines anderen Pilzes), manchmal bis dieser stirbt, so wie der Hallimasch Bäume töten kann.",
      forms: ["Parasit", "parasitisch"],
    },
  },
} satisfies GlossaryWords;
