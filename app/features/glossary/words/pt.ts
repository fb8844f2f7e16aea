import type { GlossaryWords } from "./en.ts";

// The glossary's words in Portuguese, translated from en.ts term for term.
export const pt = {
  title: "Glossário",
  description:
    "O que significam as palavras de campo do atlas: volva, anel, lamelas e como se ligam ao pé, esporada e mais, cada uma com um desenho.",
  intro:
    "As palavras usadas pelas fichas das espécies, pelas tabelas de comparação e pela chave, cada uma com um pequeno desenho em que a parte que nomeia está assinalada com um círculo.",
  drawing: "Desenho: {term}",
  contents: "Termos",
  terms: {
    "fruit-body": {
      name: "Corpo frutífero",
      definition:
        "A parte de um fungo que sai ao ar livre para libertar esporos: o que apanhamos e chamamos cogumelo. O resto do fungo fica escondido no solo ou na madeira.",
      forms: ["corpo frutífero", "corpos frutíferos"],
    },
    mycelium: {
      name: "Micélio",
      definition:
        "O próprio fungo: uma rede de fios finíssimos no solo, na madeira ou no estrume, que se alimenta e cresce durante anos. Dele nascem os corpos frutíferos quando as condições são boas.",
      forms: ["micélio"],
    },
    cap: {
      name: "Chapéu",
      definition:
        "A parte de cima do cogumelo, sustentada pelo pé; por baixo tem lamelas, poros ou acúleos. A forma, a cor e a largura estão entre as primeiras coisas a notar.",
      forms: [],
    },
    stem: {
      name: "Pé",
      definition:
        "O caule que sustenta o chapéu (também chamado estipe). Observe-o inteiro, até à base no solo: o anel, quando existe, rodeia a parte de cima; a volva, quando existe, envolve a própria base. Um pé sem nenhum dos dois diz-se nu.",
      forms: [],
    },
    hymenium: {
      name: "Himénio",
      definition:
        "A camada que produz os esporos. Cobre as lamelas, reveste os tubos por trás dos poros, cobre os acúleos ou pregas, ou estende-se sobre uma superfície lisa quando o fungo não tem nada disso; nos bufas-de-lobo reveste pequenas câmaras no interior.",
      forms: ["himénio", "himênio"],
    },
    gills: {
      name: "Lamelas",
      definition:
        "Lâminas finas sob o chapéu, lado a lado como as páginas de um livro, que trazem os esporos. A forma como se ligam ao pé e a cor ajudam a distinguir espécies.",
      forms: ["lamelas", "lamela"],
    },
    pores: {
      name: "Poros",
      definition:
        "Buraquinhos sob o chapéu, a ponta aberta de tubos apertados, como nos boletos e nos políporos. É por eles que caem os esporos.",
      forms: ["poros"],
    },
    spines: {
      name: "Acúleos",
      definition:
        "Espinhos moles que pendem da parte de baixo, como os de um ouriço, e trazem os esporos, como no pé-de-carneiro.",
      forms: ["acúleos", "espinhos"],
    },
    ridges: {
      name: "Pregas (falsas lamelas)",
      definition:
        "Dobras pouco salientes, de aresta grossa e romba, que descem da parte de baixo do chapéu para o pé, como nas cantarelas: muitas vezes bifurcadas, ligadas por veias transversais e parte da carne. As lamelas são lâminas finas de aresta cortante. Bifurcar não prova nada: as verdadeiras lamelas da falsa cantarela bifurcam-se vezes sem conta.",
      forms: ["pregas", "falsas lamelas"],
    },
    gleba: {
      name: "Gleba",
      definition:
        "A polpa que forma os esporos e enche um bufa-de-lobo ou um esclerodermo por baixo da pele. Num bufa-de-lobo jovem é firme e branca de lado a lado; quando os esporos amadurecem, amarelece, passa a oliva ou castanho e acaba em pó seco. A do esclerodermo escurece cedo até negro-arroxeado: corte qualquer bola de cima a baixo para a ver.",
      forms: ["gleba"],
    },
    "gill-attachment": {
      name: "Inserção das lamelas",
      definition:
        "Como as lamelas encontram o pé, melhor visto num cogumelo cortado ao comprido: nada (livres), mal (adnexas), em cheio (adnatas), com um entalhe (sinuadas) ou descendo pelo pé (decorrentes).",
      forms: [],
    },
    free: {
      name: "Livres",
      definition:
        "Lamelas que acabam antes do pé sem lhe tocar, deixando um espaço à volta do seu topo, como nas amanitas e nos cogumelos-dos-prados.",
      forms: ["lamelas livres"],
    },
    adnexed: {
      name: "Adnexas",
      definition:
        "Lamelas que sobem em direção ao pé e só lhe tocam com uma pequena parte da sua altura.",
      forms: ["adnexas"],
    },
    adnate: {
      name: "Adnatas",
      definition:
        "Lamelas unidas ao pé em toda ou quase toda a sua altura, encontrando-o de frente.",
      forms: ["adnatas"],
    },
    sinuate: {
      name: "Sinuadas",
      definition:
        "Lamelas que fazem um pequeno entalhe mesmo antes do pé e depois se unem a ele ou descem um pouco.",
      forms: ["sinuadas", "chanfradas"],
    },
    decurrent: {
      name: "Decorrentes",
      definition:
        "Lamelas, poros ou pregas que descem pelo pé abaixo do chapéu, como nas cantarelas e nos pleurotos.",
      forms: ["decorrentes", "decorrente"],
    },
    "universal-veil": {
      name: "Véu universal",
      definition:
        "Uma pele que envolve todo o cogumelo jovem como uma casca de ovo. Ao crescer rasga-se, deixando uma volva na base e muitas vezes placas ou verrugas no chapéu, como nas amanitas. A chuva pode lavar as verrugas.",
      forms: ["véu universal"],
    },
    volva: {
      name: "Volva",
      definition:
        "O que o véu universal deixa na base do pé: um saco ou copo solto em algumas amanitas; noutras, só uma orla num bolbo, anéis de escamas ou alguns farrapos. Fica muitas vezes enterrada ou parte-se: desenterre toda a base para a ver. Não haver saco não quer dizer que não seja uma amanita; uma volva de qualquer forma é um sinal de alarme das mortais.",
      forms: ["volva"],
    },
    egg: {
      name: "Ovo ou botão",
      definition:
        "Um corpo frutífero jovem ainda fechado no véu, antes de o chapéu abrir. Lamelas, anel e cor do chapéu ficam escondidos, e o ovo de uma amanita mortal pode parecer um bufa-de-lobo: corte-o ao meio de cima para baixo. Um bufa-de-lobo é branco e uniforme de cima a baixo; o contorno de um chapéu, lamelas e pé indica uma amanita, e um interior escuro e marmoreado um esclerodermo.",
      forms: ["ovo", "botão"],
    },
    "partial-veil": {
      name: "Véu parcial",
      definition:
        "Uma pele ou teia da margem do chapéu ao pé que cobre as lamelas jovens. Quando o chapéu abre, rasga-se e pode deixar um anel no pé, uma zona ténue de fibras ou farrapos na margem. Um véu de fios como de teia de aranha chama-se cortina.",
      forms: ["véu parcial"],
    },
    ring: {
      name: "Anel",
      definition:
        "Um colar ou saia à volta do pé, resto do véu parcial (também chamado annulus). Em algumas espécies cai ou deixa só uma marca ténue.",
      forms: ["anel"],
    },
    cortina: {
      name: "Cortina",
      definition:
        "Um véu parcial de fios finos como teia de aranha, da margem do chapéu ao pé, como nos cortinários. Desaparece cedo, deixando muitas vezes uma zona de fibras tingida pelos esporos.",
      forms: ["cortina"],
    },
    umbo: {
      name: "Umbo (mamilo)",
      definition: "Uma saliência ou bossa no centro do chapéu; um chapéu com uma diz-se umbonado.",
      forms: ["umbo", "umbonado"],
    },
    "spore-print": {
      name: "Esporada",
      definition:
        "A cor dos esporos de um cogumelo, que se vê deixando um chapéu virado para baixo sobre papel branco e escuro durante algumas horas. É uma das pistas mais seguras entre sósias.",
      forms: ["esporada"],
    },
    bruising: {
      name: "Mudança de cor",
      definition:
        "Uma mudança de cor onde a carne, os poros ou as lamelas são apertados, cortados ou riscados, como o azul de alguns boletos ou o amarelo do cogumelo-amarelecente. Note a cor e a rapidez com que aparece.",
      forms: ["azula", "amarelece", "mancha"],
    },
    mycorrhizal: {
      name: "Micorrízico",
      definition:
        "Que vive em parceria com as raízes de plantas vivas, muitas vezes de certas árvores: o fungo traz água e minerais, a árvore dá açúcares. Um cogumelo assim cresce perto das suas árvores.",
      forms: ["micorrízico", "micorrízica", "micorriza"],
    },
    saprotrophic: {
      name: "Saprotrófico",
      definition:
        "Que se alimenta de matéria morta, como madeira caída, folhada, estrume ou composto, e a decompõe.",
      forms: ["saprotrófico", "saprófita"],
    },
    parasitic: {
      name: "Parasita",
      definition:
        "Que se alimenta de um hospedeiro vivo (uma árvore, um inseto, outro fungo) à sua custa, por vezes até o matar, como a armilária pode matar árvores.",
      forms: ["parasita"],
    },
  },
} satisfies GlossaryWords;
