import type { GlossaryWords } from "./en.ts";

// The glossary's words in Spanish, translated from en.ts term for term.
export const es = {
  title: "Glosario",
  description:
    "Qué significan las palabras de campo del atlas: volva, anillo, láminas y cómo se unen al pie, esporada y más, cada una con un dibujo.",
  intro:
    "Las palabras que usan las fichas de especies, las tablas de comparación y la clave, cada una con un pequeño dibujo en el que la parte que nombra está rodeada.",
  drawing: "Dibujo: {term}",
  contents: "Términos",
  terms: {
    "fruit-body": {
      name: "Cuerpo fructífero",
      definition:
        "La parte de un hongo que sale al aire libre para soltar sus esporas: lo que recogemos y llamamos seta. El resto del hongo queda oculto en el suelo o la madera.",
      forms: ["cuerpo fructífero", "cuerpos fructíferos"],
    },
    mycelium: {
      name: "Micelio",
      definition:
        "El hongo propiamente dicho: una red de hilos finísimos en el suelo, la madera o el estiércol, que se alimenta y crece durante años. De él salen los cuerpos fructíferos cuando las condiciones son buenas.",
      forms: ["micelio"],
    },
    cap: {
      name: "Sombrero",
      definition:
        "La parte alta de una seta, sostenida por el pie; por debajo lleva las láminas, los poros o los aguijones. Su forma, color y anchura están entre lo primero que hay que anotar.",
      forms: [],
    },
    stem: {
      name: "Pie",
      definition:
        "El tallo que sostiene el sombrero (también llamado estipe). Míralo entero, hasta su base en el suelo: el anillo, si lo hay, rodea su parte alta; la volva, si la hay, envuelve su misma base. Un pie sin ninguno de los dos se llama desnudo.",
      forms: [],
    },
    hymenium: {
      name: "Himenio",
      definition:
        "La capa que produce las esporas. Cubre las láminas, tapiza los tubos tras los poros, reviste los aguijones o pliegues, o se extiende sobre una superficie lisa cuando la seta no tiene nada de eso; en los pedos de lobo tapiza diminutas cámaras del interior.",
      forms: ["himenio"],
    },
    gills: {
      name: "Láminas",
      definition:
        "Hojas finas bajo el sombrero, una junto a otra como las páginas de un libro, que llevan las esporas. Cómo se unen al pie y su color ayudan a distinguir especies.",
      forms: ["láminas", "lámina"],
    },
    pores: {
      name: "Poros",
      definition:
        "Agujeritos bajo el sombrero, el extremo abierto de tubos apretados, como en los boletos y los políporos. Por ellos caen las esporas.",
      forms: ["poros"],
    },
    spines: {
      name: "Aguijones",
      definition:
        "Púas blandas que cuelgan por debajo, como las de un erizo, y llevan las esporas, como en la lengua de gato.",
      forms: ["aguijones", "púas"],
    },
    ridges: {
      name: "Pliegues (falsas láminas)",
      definition:
        "Pliegues poco salientes de borde grueso y romo que bajan del envés del sombrero al pie, como en los rebozuelos: a menudo ahorquillados, unidos por venas transversales y parte de la carne. Las láminas son hojas finas de borde afilado. Que se bifurquen no prueba nada: las láminas verdaderas del falso rebozuelo se bifurcan una y otra vez.",
      forms: ["pliegues", "falsas láminas"],
    },
    gleba: {
      name: "Gleba",
      definition:
        "La carne que forma las esporas y llena un pedo de lobo o una escleroderma bajo su piel. En un pedo de lobo joven es firme y blanca de lado a lado; al madurar las esporas amarillea, se vuelve oliva o parda y acaba en polvo seco. La de la escleroderma se oscurece pronto a negro violáceo: corta cualquier bola de arriba abajo para verla.",
      forms: ["gleba"],
    },
    "gill-attachment": {
      name: "Inserción de las láminas",
      definition:
        "Cómo se unen las láminas al pie, mejor visto en una seta cortada a lo largo: nada (libres), apenas (adnexas), de lleno (adnatas), con una muesca (escotadas) o bajando por él (decurrentes).",
      forms: [],
    },
    free: {
      name: "Libres",
      definition:
        "Láminas que terminan antes del pie sin tocarlo, dejando un hueco alrededor de su parte alta, como en las amanitas y los champiñones silvestres.",
      forms: ["láminas libres"],
    },
    adnexed: {
      name: "Adnexas",
      definition:
        "Láminas que suben hacia el pie y lo tocan solo con una pequeña parte de su altura.",
      forms: ["adnexas"],
    },
    adnate: {
      name: "Adnatas",
      definition:
        "Láminas unidas al pie en toda o casi toda su altura, que lo encuentran de frente.",
      forms: ["adnatas"],
    },
    sinuate: {
      name: "Escotadas",
      definition:
        "Láminas que forman una pequeña muesca justo antes del pie y luego se unen a él o bajan un poco.",
      forms: ["escotadas", "sinuadas"],
    },
    decurrent: {
      name: "Decurrentes",
      definition:
        "Láminas, poros o pliegues que bajan por el pie por debajo del sombrero, como en los rebozuelos y las setas de ostra.",
      forms: ["decurrentes", "decurrente"],
    },
    "universal-veil": {
      name: "Velo general",
      definition:
        "Una piel que envuelve toda la seta joven como una cáscara de huevo. Al crecer se rompe y deja una volva en la base y a menudo placas o verrugas en el sombrero, como en las amanitas. La lluvia puede llevarse las verrugas.",
      forms: ["velo general", "velo universal"],
    },
    volva: {
      name: "Volva",
      definition:
        "Lo que el velo general deja en la base del pie: una bolsa o copa suelta en algunas amanitas; en otras, solo un reborde sobre un bulbo, anillos de escamas o unos pocos jirones. Suele quedar enterrada o romperse: desentierra toda la base para verla. Que no haya bolsa no quiere decir que no sea una amanita; una volva de cualquier forma es una señal de alarma de las mortales.",
      forms: ["volva"],
    },
    egg: {
      name: "Huevo o botón",
      definition:
        "Un cuerpo fructífero joven aún cerrado en su velo, antes de que se abra el sombrero. Láminas, anillo y color del sombrero quedan ocultos, y el huevo de una amanita mortal puede parecer un pedo de lobo: córtalo por la mitad de arriba abajo. Un pedo de lobo es blanco y uniforme de arriba abajo; el contorno de un sombrero, láminas y pie delata una amanita, y un interior oscuro y jaspeado una escleroderma.",
      forms: ["huevo", "botón"],
    },
    "partial-veil": {
      name: "Velo parcial",
      definition:
        "Una piel o telilla del borde del sombrero al pie que cubre las láminas jóvenes. Al abrirse el sombrero se rompe y puede dejar un anillo en el pie, una zona tenue de fibras o jirones en el borde. Un velo de hilos como de telaraña se llama cortina.",
      forms: ["velo parcial"],
    },
    ring: {
      name: "Anillo",
      definition:
        "Un collar o falda alrededor del pie, resto del velo parcial (también llamado annulus). En algunas especies se cae o deja solo una marca tenue.",
      forms: ["anillo"],
    },
    cortina: {
      name: "Cortina",
      definition:
        "Un velo parcial de hilos finos como telaraña, del borde del sombrero al pie, como en los cortinarios. Desaparece pronto y suele dejar una zona de fibras teñida por las esporas.",
      forms: ["cortina"],
    },
    umbo: {
      name: "Mamelón",
      definition:
        "Un bulto o protuberancia en el centro del sombrero; un sombrero con uno se llama mamelonado.",
      forms: ["mamelón", "mamelonado"],
    },
    "spore-print": {
      name: "Esporada",
      definition:
        "El color de las esporas de una seta, que se ve dejando un sombrero boca abajo sobre papel blanco y oscuro durante unas horas. Es una de las pistas más seguras entre especies parecidas.",
      forms: ["esporada"],
    },
    bruising: {
      name: "Cambio de color",
      definition:
        "Un cambio de color donde la carne, los poros o las láminas se aprietan, cortan o rayan, como el azul de algunos boletos o el amarillo del champiñón amarilleante. Fíjate en el color y en lo rápido que aparece.",
      forms: ["azulea", "amarillea", "se mancha"],
    },
    mycorrhizal: {
      name: "Micorrícico",
      definition:
        "Que vive asociado a las raíces de plantas vivas, a menudo de ciertos árboles: el hongo aporta agua y minerales y el árbol le da azúcares. Una seta así crece cerca de sus árboles.",
      forms: ["micorrícico", "micorrícica", "micorriza"],
    },
    saprotrophic: {
      name: "Saprótrofo",
      definition:
        "Que se alimenta de materia muerta, como madera caída, hojarasca, estiércol o compost, y la descompone.",
      forms: ["saprótrofo", "saprófito", "saprofito"],
    },
    parasitic: {
      name: "Parásito",
      definition:
        "Que se alimenta de un huésped vivo (un árbol, un insecto, otro hongo) a su costa, a veces hasta matarlo, como la armilaria puede matar árboles.",
      forms: ["parásito", "parásita"],
    },
  },
} satisfies GlossaryWords;
