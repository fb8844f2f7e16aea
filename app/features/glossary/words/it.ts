import type { GlossaryWords } from "./en.ts";

// The glossary's words in Italian, translated from en.ts term for term.
export const it = {
  title: "Glossario",
  description:
    "Che cosa significano le parole da campo dell’atlante: volva, anello, lamelle e come si attaccano al gambo, sporata e altro, ognuna con un disegno.",
  intro:
    "Le parole usate dalle schede delle specie, dalle tabelle di confronto e dalla chiave, ognuna con un piccolo disegno in cui la parte che nomina è cerchiata.",
  drawing: "Disegno: {term}",
  contents: "Termini",
  terms: {
    "fruit-body": {
      name: "Corpo fruttifero",
      definition:
        "La parte di un fungo che esce all’aperto per liberare le spore: quello che raccogliamo e chiamiamo fungo. Il resto del fungo resta nascosto nel terreno o nel legno.",
      forms: ["corpo fruttifero", "corpi fruttiferi"],
    },
    mycelium: {
      name: "Micelio",
      definition:
        "Il fungo vero e proprio: una rete di fili sottilissimi nel terreno, nel legno o nel letame, che si nutre e cresce per anni. Ne nascono i corpi fruttiferi quando le condizioni sono adatte.",
      forms: ["micelio"],
    },
    cap: {
      name: "Cappello",
      definition:
        "La parte alta del fungo, sorretta dal gambo; sotto porta lamelle, pori o aculei. Forma, colore e larghezza sono tra le prime cose da osservare.",
      forms: [],
    },
    stem: {
      name: "Gambo",
      definition:
        "Lo stelo che regge il cappello (detto anche stipite). Guardalo tutto, fino alla base nel terreno: l’anello, se c’è, ne cinge la parte alta; la volva, se c’è, ne avvolge la base stessa. Un gambo senza né l’uno né l’altra si dice nudo.",
      forms: [],
    },
    hymenium: {
      name: "Imenio",
      definition:
        "Lo strato che produce le spore. Ricopre le lamelle, riveste i tubuli dietro i pori, copre aculei o pieghe, o si stende su una superficie liscia dove il fungo non ha nulla di tutto ciò; nelle vesce riveste minuscole camere all’interno.",
      forms: ["imenio"],
    },
    gills: {
      name: "Lamelle",
      definition:
        "Lame sottili sotto il cappello, affiancate come le pagine di un libro, che portano le spore. Come si attaccano al gambo e il loro colore aiutano a distinguere le specie.",
      forms: ["lamelle", "lamella"],
    },
    pores: {
      name: "Pori",
      definition:
        "Forellini sotto il cappello, l’estremità aperta di tubuli fitti, come nei boleti e nei polipori. Da lì cadono le spore.",
      forms: ["pori"],
    },
    spines: {
      name: "Aculei",
      definition:
        "Punte morbide che pendono dalla parte inferiore, come gli aculei di un riccio, e portano le spore, come nello steccherino dorato.",
      forms: ["aculei"],
    },
    ridges: {
      name: "Pliche (false lamelle)",
      definition:
        "Pieghe poco rilevate dal filo spesso e ottuso che scendono dalla parte inferiore del cappello sul gambo, come nei finferli: spesso biforcate, unite da venature trasversali e parte della carne. Le lamelle sono lame sottili dal filo tagliente. Le biforcazioni non provano nulla: le vere lamelle del falso finferlo si biforcano di continuo.",
      forms: ["pliche", "false lamelle"],
    },
    gleba: {
      name: "Gleba",
      definition:
        "La polpa che forma le spore e riempie una vescia o uno sclerodermo sotto la sua pelle. In una vescia giovane è soda e bianca da parte a parte; quando le spore maturano ingiallisce, diventa oliva o bruna e finisce in polvere secca. Quella dello sclerodermo scurisce presto fino al nero violaceo: taglia ogni palla dall’alto in basso per vederla.",
      forms: ["gleba"],
    },
    "gill-attachment": {
      name: "Inserzione delle lamelle",
      definition:
        "Come le lamelle raggiungono il gambo, da vedere meglio su un fungo tagliato a metà per il lungo: per niente (libere), appena (adnesse), in pieno (adnate), con una tacca (smarginate) o scendendo lungo il gambo (decorrenti).",
      forms: [],
    },
    free: {
      name: "Libere",
      definition:
        "Lamelle che finiscono prima del gambo senza toccarlo, lasciando uno spazio intorno alla sua sommità, come nelle amanite e nei prataioli.",
      forms: ["lamelle libere"],
    },
    adnexed: {
      name: "Adnesse",
      definition:
        "Lamelle che salgono verso il gambo e lo toccano solo con una piccola parte della loro altezza.",
      forms: ["adnesse"],
    },
    adnate: {
      name: "Adnate",
      definition:
        "Lamelle unite al gambo per tutta o quasi tutta la loro altezza, che lo incontrano in pieno.",
      forms: ["adnate"],
    },
    sinuate: {
      name: "Smarginate",
      definition:
        "Lamelle che formano una piccola tacca subito prima del gambo, poi vi si uniscono o scendono un poco.",
      forms: ["smarginate", "sinuate"],
    },
    decurrent: {
      name: "Decorrenti",
      definition:
        "Lamelle, pori o pliche che scendono lungo il gambo sotto il cappello, come nei finferli e nei pleurotti.",
      forms: ["decorrenti", "decorrente"],
    },
    "universal-veil": {
      name: "Velo generale",
      definition:
        "Una pelle che avvolge tutto il fungo giovane come un guscio d’uovo. Crescendo si lacera, lasciando una volva alla base e spesso placche o verruche sul cappello, come nelle amanite. La pioggia può lavare via le verruche.",
      forms: ["velo generale", "velo universale"],
    },
    volva: {
      name: "Volva",
      definition:
        "Ciò che il velo generale lascia alla base del gambo: un sacco o una coppa lasca in alcune amanite; in altre solo un orlo su un bulbo, cercini di squame o pochi brandelli. Spesso resta interrata o si rompe: scava tutta la base per vederla. Niente sacco non vuol dire niente amanita; una volva di qualunque forma è un segnale d’allarme delle amanite mortali.",
      forms: ["volva"],
    },
    egg: {
      name: "Uovo o primordio",
      definition:
        "Un corpo fruttifero giovane ancora chiuso nel velo, prima che il cappello si apra. Lamelle, anello e colore del cappello sono nascosti, e l’uovo di un’amanita mortale può sembrare una vescia: taglialo a metà dall’alto in basso. Una vescia è bianca e uniforme da cima a fondo; il profilo di cappello, lamelle e gambo indica un’amanita, un interno scuro e marmorizzato uno sclerodermo.",
      forms: ["uovo", "ovolo"],
    },
    "partial-veil": {
      name: "Velo parziale",
      definition:
        "Una pelle o una ragnatela tesa dal bordo del cappello al gambo che copre le lamelle giovani. Quando il cappello si apre si strappa e può lasciare un anello sul gambo, una zona di fibre appena visibile o brandelli sul bordo. Un velo di fili simili a una ragnatela si chiama cortina.",
      forms: ["velo parziale"],
    },
    ring: {
      name: "Anello",
      definition:
        "Un collare o una gonnella attorno al gambo, resto del velo parziale (detto anche annulus). In alcune specie cade o lascia solo un segno tenue.",
      forms: ["anello"],
    },
    cortina: {
      name: "Cortina",
      definition:
        "Un velo parziale di fili sottili come ragnatela, dal bordo del cappello al gambo, come nei cortinari. Sparisce presto, lasciando spesso una zona di fibre tinta dalle spore.",
      forms: ["cortina"],
    },
    umbo: {
      name: "Umbone",
      definition:
        "Una gobba o protuberanza al centro del cappello; un cappello che ce l’ha si dice umbonato.",
      forms: ["umbone", "umbonato"],
    },
    "spore-print": {
      name: "Sporata",
      definition:
        "Il colore delle spore di un fungo, che si vede lasciando un cappello a lamelle in giù su carta bianca e scura per qualche ora. È uno degli indizi più sicuri tra sosia.",
      forms: ["sporata"],
    },
    bruising: {
      name: "Viraggio",
      definition:
        "Un cambio di colore dove carne, pori o lamelle vengono premuti, tagliati o graffiati, come il blu di alcuni boleti o il giallo del prataiolo ingiallente. Nota il colore e quanto in fretta compare.",
      forms: ["vira", "viraggio", "annerisce"],
    },
    mycorrhizal: {
      name: "Micorrizico",
      definition:
        "Che vive in simbiosi con le radici di piante vive, spesso di certi alberi: il fungo porta acqua e minerali, l’albero dà zuccheri. Un fungo così cresce vicino ai suoi alberi.",
      forms: ["micorrizico", "micorrizica", "micorriza"],
    },
    saprotrophic: {
      name: "Saprotrofo",
      definition:
        "Che si nutre di materia morta, come legno caduto, lettiera, letame o compost, e la decompone.",
      forms: ["saprotrofo", "saprofita"],
    },
    parasitic: {
      name: "Parassita",
      definition:
        "Che si nutre di un ospite vivo (un albero, un insetto, un altro fungo) a sue spese, a volte fino a ucciderlo, come il chiodino può uccidere alberi.",
      forms: ["parassita"],
    },
  },
} satisfies GlossaryWords;
