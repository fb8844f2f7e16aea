import type { GlossaryWords } from "./en.ts";

// The glossary's words in French, translated from en.ts term for term.
export const fr = {
  title: "Glossaire",
  description:
    "Ce que veulent dire les mots de terrain de l’atlas : volve, anneau, lames et leur attache au pied, sporée, et d’autres, chacun avec un dessin.",
  intro:
    "Les mots qu’emploient les fiches des espèces, les tableaux de comparaison et la clé, chacun avec un petit dessin où la partie qu’il nomme est entourée.",
  drawing: "Dessin : {term}",
  contents: "Termes",
  terms: {
    "fruit-body": {
      name: "Sporophore",
      definition:
        "La partie d’un champignon qui sort à l’air libre pour disperser ses spores : ce que l’on cueille et appelle un champignon. Le reste reste caché dans le sol ou le bois.",
      forms: ["sporophore", "sporophores", "carpophore"],
    },
    mycelium: {
      name: "Mycélium",
      definition:
        "Le champignon lui-même : un réseau de filaments très fins dans le sol, le bois ou le fumier, qui se nourrit et grandit pendant des années. Les sporophores en sortent quand les conditions s’y prêtent.",
      forms: ["mycélium"],
    },
    cap: {
      name: "Chapeau",
      definition:
        "Le haut du champignon, porté par le pied ; son dessous porte les lames, les pores ou les aiguillons. Sa forme, sa couleur et sa largeur sont parmi les premières choses à noter.",
      forms: [],
    },
    stem: {
      name: "Pied",
      definition:
        "La tige qui porte le chapeau (aussi appelée stipe). Regardez-la sur toute sa longueur, jusqu’à sa base dans le sol : un anneau, s’il y en a un, entoure sa partie haute ; une volve, s’il y en a une, enveloppe sa base même. Un pied sans l’un ni l’autre est dit nu.",
      forms: [],
    },
    hymenium: {
      name: "Hyménium",
      definition:
        "La couche qui produit les spores. Elle couvre les lames, tapisse les tubes derrière les pores, recouvre les aiguillons ou les plis, ou s’étend sur une surface lisse quand le champignon n’a rien de cela ; chez les vesses-de-loup, elle tapisse de minuscules cavités à l’intérieur.",
      forms: ["hyménium"],
    },
    gills: {
      name: "Lames",
      definition:
        "Fines lamelles sous le chapeau, côte à côte comme les pages d’un livre, qui portent les spores. Leur attache au pied et leur couleur aident à distinguer les espèces.",
      forms: ["lames", "lamelles"],
    },
    pores: {
      name: "Pores",
      definition:
        "Minuscules trous sous le chapeau, l’extrémité ouverte de tubes serrés, comme chez les bolets et les polypores. Les spores en tombent.",
      forms: ["pores"],
    },
    spines: {
      name: "Aiguillons",
      definition:
        "Petites pointes molles pendant sous le chapeau, comme les piquants d’un hérisson, qui portent les spores, comme chez le pied-de-mouton.",
      forms: ["aiguillons"],
    },
    ridges: {
      name: "Plis (fausses lames)",
      definition:
        "Plis peu saillants aux arêtes épaisses et obtuses, qui descendent du dessous du chapeau sur le pied, comme chez les girolles : souvent fourchus, reliés par des veines transversales, et faisant partie de la chair. Les lames sont de fines feuilles à l’arête tranchante. Les fourches ne prouvent rien : les vraies lames de la fausse girolle se divisent encore et encore.",
      forms: ["plis", "fausses lames"],
    },
    gleba: {
      name: "Glèbe",
      definition:
        "La chair qui produit les spores et remplit une vesse-de-loup ou un scléroderme sous son enveloppe. Chez une jeune vesse-de-loup, elle est ferme et blanche de part en part ; quand les spores mûrissent, elle jaunit, passe à l’olive ou au brun et finit en poussière sèche. Celle du scléroderme devient tôt noir violacé : coupez toute boule de haut en bas pour la voir.",
      forms: ["glèbe", "gleba"],
    },
    "gill-attachment": {
      name: "Attache des lames",
      definition:
        "La façon dont les lames rejoignent le pied, mieux vue sur un champignon coupé en deux dans sa hauteur : pas du tout (libres), à peine (adnées étroitement), largement (adnées), avec une encoche (échancrées) ou en descendant le long du pied (décurrentes).",
      forms: [],
    },
    free: {
      name: "Libres",
      definition:
        "Lames qui s’arrêtent avant le pied sans le toucher, laissant un espace autour de son sommet, comme chez les amanites et les agarics des prés.",
      forms: ["lames libres"],
    },
    adnexed: {
      name: "Adnées étroitement",
      definition:
        "Lames qui remontent vers le pied et ne le touchent que par une petite partie de leur hauteur.",
      forms: ["adnexées"],
    },
    adnate: {
      name: "Adnées",
      definition:
        "Lames soudées au pied sur toute ou presque toute leur hauteur, qu’elles rejoignent franchement.",
      forms: ["adnées"],
    },
    sinuate: {
      name: "Échancrées",
      definition:
        "Lames qui forment une petite encoche juste avant le pied, puis le rejoignent ou y descendent un peu.",
      forms: ["échancrées", "sinuées"],
    },
    decurrent: {
      name: "Décurrentes",
      definition:
        "Lames, pores ou plis qui descendent le long du pied sous le chapeau, comme chez les girolles et les pleurotes.",
      forms: ["décurrentes", "décurrents", "décurrent"],
    },
    "universal-veil": {
      name: "Voile général",
      definition:
        "Une peau qui enveloppe tout le jeune champignon comme une coquille d’œuf. En grandissant il se déchire, laissant une volve à la base et souvent des flocons ou des verrues sur le chapeau, comme chez les amanites. La pluie peut emporter les verrues.",
      forms: ["voile général"],
    },
    volva: {
      name: "Volve",
      definition:
        "Ce que le voile général laisse à la base du pied : un sac ou une coupe lâche chez certaines amanites, chez d’autres seulement un rebord sur un bulbe, des bourrelets de squames ou quelques lambeaux. Elle est souvent enterrée ou se casse : déterrez toute la base pour la voir. Pas de sac ne veut pas dire pas d’amanite ; une volve, quelle que soit sa forme, est un signal d’alarme des amanites mortelles.",
      forms: ["volve"],
    },
    egg: {
      name: "Œuf ou jeune bouton",
      definition:
        "Un jeune sporophore encore fermé dans son voile, avant que le chapeau ne s’ouvre. Lames, anneau et couleur du chapeau sont alors cachés, et l’œuf d’une amanite mortelle peut ressembler à une vesse-de-loup : coupez-le en deux de haut en bas. Une vesse-de-loup est blanche et homogène d’un bout à l’autre ; le contour d’un chapeau, de lames et d’un pied signale une amanite, un intérieur sombre et marbré un scléroderme.",
      forms: ["œuf", "stade œuf"],
    },
    "partial-veil": {
      name: "Voile partiel",
      definition:
        "Une peau ou une toile tendue du bord du chapeau au pied, qui couvre les jeunes lames. Quand le chapeau s’ouvre, il se déchire et peut laisser un anneau sur le pied, une zone de fibres à peine visible ou des lambeaux au bord du chapeau. Un voile en fils d’aspect de toile d’araignée s’appelle une cortine.",
      forms: ["voile partiel"],
    },
    ring: {
      name: "Anneau",
      definition:
        "Un collier ou une jupe autour du pied, reste du voile partiel (aussi appelé annulus). Chez certaines espèces il tombe ou ne laisse qu’une trace légère.",
      forms: ["anneau"],
    },
    cortina: {
      name: "Cortine",
      definition:
        "Un voile partiel de fils fins comme une toile d’araignée, du bord du chapeau au pied, comme chez les cortinaires. Elle disparaît tôt, laissant souvent une zone de fibres teintée par les spores.",
      forms: ["cortine"],
    },
    umbo: {
      name: "Mamelon",
      definition:
        "Une bosse ou un bouton au centre du chapeau ; un chapeau qui en a un est dit mamelonné.",
      forms: ["mamelon", "mamelonné"],
    },
    "spore-print": {
      name: "Sporée",
      definition:
        "La couleur des spores d’un champignon, que l’on voit en posant un chapeau, lames vers le bas, sur du papier blanc et foncé pendant quelques heures. C’est l’un des indices les plus sûrs entre sosies.",
      forms: ["sporée"],
    },
    bruising: {
      name: "Changement de couleur",
      definition:
        "Un changement de couleur là où la chair, les pores ou les lames sont pressés, coupés ou griffés, comme le bleu de certains bolets ou le jaune de l’agaric jaunissant. Notez la couleur et sa vitesse.",
      forms: ["bleuit", "jaunit", "bleuissement"],
    },
    mycorrhizal: {
      name: "Mycorhizien",
      definition:
        "Qui vit en association avec les racines de plantes vivantes, souvent de certains arbres : le champignon apporte eau et minéraux, l’arbre donne des sucres. Un tel champignon pousse près de ses arbres.",
      forms: ["mycorhizien", "mycorhizienne", "mycorhize"],
    },
    saprotrophic: {
      name: "Saprotrophe",
      definition:
        "Qui se nourrit de matière morte, bois tombé, litière, fumier ou compost, et la décompose.",
      forms: ["saprotrophe", "saprophyte"],
    },
    parasitic: {
      name: "Parasite",
      definition:
        "Qui se nourrit d’un hôte vivant (un arbre, un insecte, un autre champignon) à ses dépens, parfois jusqu’à sa mort, comme l’armillaire peut tuer des arbres.",
      forms: ["parasite"],
    },
  },
} satisfies GlossaryWords;
