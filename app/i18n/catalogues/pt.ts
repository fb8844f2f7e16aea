import type { Catalogue } from "../catalogue.ts";

/** The site's own words in Portuguese (European Portuguese spelling and usage). */
export const pt = {
  site: {
    headline: "Descubra a magia dos cogumelos",
    skipToContent: "Saltar para o conteúdo",
    menu: "Menu",
    mainNavigation: "Navegação principal",
    mainMenu: "Menu principal",
    opensInNewTab: "(abre num novo separador)",
    quickLinks: "Links rápidos",
    partners: "Parceiros",
    followUs: "Siga-nos",
    socialLink: "{brand} no {network}",
    feedLink: "Feed de artigos (Atom)",
    copyright: "© {year} {brand}. Todos os direitos reservados.",
    privacy: "Privacidade",
    privacyChoices: "Opções de privacidade",
    advertisement: "Publicidade",
    advertisements: "Anúncios",
    sidebarAdvertisements: "Anúncios da barra lateral",
    errorTitle: "Algo correu mal",
    errorHeading: "Erro inesperado da aplicação!",
    errorText:
      "Algo falhou do nosso lado ao mostrar esta página. Recarregar costuma resolver; se não resultar, recomece a partir da página inicial.",
    reload: "Recarregar",
    returnHome: "Voltar ao início",
    consentPlatformLocator: "Localizador da plataforma de consentimento",
  },
  home: {
    eyebrow: "Notas de campo sobre fungos",
    exploreTypes: "Explorar espécies",
    learnMore: "Saber mais",
    learnMoreContext: "sobre cogumelos",
    featuresHeading: "O fascínio dos fungos",
    wondersTitle: "Maravilhas da natureza",
    wondersText:
      "Dos cogumelos-fantasma luminescentes às bufas-de-lobo gigantes, mais de 14\u00a0000 espécies de cogumelos descritas moldam o chão de todas as florestas.",
    cultureTitle: "Impacto cultural",
    cultureText:
      "Os cogumelos atravessam o folclore, os rituais, a medicina e a cozinha, dos xamãs siberianos aos banquetes de matsutake no Japão.",
    healthTitle: "Benefícios para a saúde",
    healthText:
      "Muitos cogumelos comestíveis têm poucas calorias e são ricos em fibra, vitaminas do complexo B, potássio e, quando crescem ao sol, vitamina D.",
  },
  welcome: {
    title: "Boas-vindas ao {brand}",
    description: "Explore o fascinante mundo dos cogumelos!",
  },
  sections: {
    comingSoon: "Conteúdo em breve…",
    comingSoonText:
      "Esta parte do atlas ainda cresce debaixo da terra. Até que desponte, explore o resto do site.",
    exploreOther: "Explorar outras secções",
    backToHome: "Voltar ao início",
    articles: "Artigos",
    listingPages: "Páginas da lista",
    previousPage: "Anterior",
    nextPage: "Seguinte",
    page: "Página",
    pageTitle: "{title} – página {number}",
    unwrittenDescription:
      "{title}: esta secção de {brand} ainda está a ser escrita; ainda não há nada para ler.",
  },
  article: {
    breadcrumb: "Trilho de navegação",
    published: "Publicado em {date}",
    updated: "Atualizado em {date}",
    readingTime: {
      one: "{count} min de leitura",
      many: "{count} min de leitura",
      other: "{count} min de leitura",
    },
    contents: "Índice",
  },
  species: {
    facts: "Ficha",
    edibility: "Comestibilidade",
    season: "Época",
    habitat: "Habitat",
    ecology: "Ecologia",
    hymenium: "Himénio",
    sporePrint: "Esporada",
    family: "Família",
    choice: "Comestível excelente",
    edible: "Comestível",
    caution: "Comestível com cautela",
    inedible: "Não comestível",
    poisonous: "Venenoso",
    deadly: "Mortal",
    psychoactive: "Psicoativo",
    unknown: "Comestibilidade desconhecida",
    mycorrhizal: "Micorrízico: vive com as raízes das árvores",
    saprotrophic: "Saprófita: alimenta-se de madeira ou folhas mortas",
    parasitic: "Parasita: alimenta-se de hospedeiros vivos",
    gills: "Lâminas",
    pores: "Poros",
    teeth: "Acúleos",
    ridges: "Pregas (falsas lâminas)",
    smooth: "Liso",
    gleba: "Esporos no interior (gleba)",
    seasonRange: "de {from} a {to}",
    allYear: "Todo o ano",
    dangerousLookalike: "Sósia perigoso",
    dangerousLookalikeText:
      "Pode ser confundido com uma espécie venenosa. Aprenda as diferenças antes de o colher:",
    lookalikes: "Espécies parecidas",
    alsoMistakenFor: "Também confundido com",
    safetyNotice:
      "Nunca coma um cogumelo silvestre porque um site diz que é comestível, nem mesmo este. Mande verificar cada achado por um especialista, pessoalmente, antes de o comer.",
    speciesHeading: "Espécies",
    filters: "Filtrar as espécies",
    anyEdibility: "Qualquer comestibilidade",
    month: "Na época em",
    anyMonth: "Qualquer mês",
    anyHymenium: "Qualquer himénio",
    shown: { one: "{count} espécie mostrada", other: "{count} espécies mostradas" },
    noMatch: "Nenhuma espécie corresponde a estes filtros.",
    showAll: "Mostrar todas as espécies",
  },
  embeds: {
    ifFrameEmpty: "Se o quadro abaixo ficar vazio:",
  },
  blog: {
    title: "Blog",
    description: "Fotografias e histórias do mundo dos fungos, do chão da floresta à cozinha.",
    intro: "Fotografias e histórias do mundo dos fungos.",
    feedTitle: "Feed de fotografias do {brand}",
    openFeed: "Abrir o feed de fotografias",
  },
  contact: {
    title: "Contacte-nos",
    description: "Perguntas, achados ou ideias de parceria: escreva à equipa do {brand}.",
    intro: "Perguntas, achados ou ideias de parceria? Envie-nos uma mensagem.",
    formTitle: "Formulário de contacto: envie uma mensagem à equipa do {brand}",
    openForm: "Abrir o formulário de contacto",
  },
  notFound: {
    title: "Página não encontrada",
    heading: "Ups! Página não encontrada",
    headingPrefix: "404:",
    text: "Este caminho não leva a lado nenhum que conheçamos. A página pode ter mudado de sítio, ou nunca ter crescido aqui.",
    returnHome: "Voltar ao início",
    explore: "Ou explore uma secção",
  },
  consent: {
    question:
      "As redes de publicidade podem guardar dados no seu dispositivo para personalizar e medir anúncios?",
    globalPrivacyControl:
      "O seu navegador envia o sinal Global Privacy Control, por isso tratamo-lo como uma recusa: não é carregado nenhum anúncio e as redes de publicidade não recebem nada deste site.",
    accept: "Aceitar",
    reject: "Rejeitar",
    close: "Fechar",
    privacy: "Privacidade",
  },
  privacy: {
    title: "Privacidade",
    description:
      "O que o {brand} guarda no seu dispositivo e que serviços de outras empresas as suas páginas carregam.",
    placeholderNotice:
      "Este aviso é provisório: o proprietário do site ainda não escreveu o seu. Irá indicar quem gere este site, como contactá-lo e o que acontece às mensagens enviadas através do formulário de contacto.",
    whoWeAre: "Quem somos",
    whatThisSiteStores: "O que este site guarda",
    storesNothing: "Nada: nenhum cookie e nada no armazenamento do seu navegador.",
    storesConsentAnswer:
      "Apenas a sua resposta ao banner de consentimento («Aceitar» ou «Rejeitar»), no armazenamento local do seu navegador para este site, com a chave «{key}», durante 12 meses. Sem cookies. Pode alterá-la em «Opções de privacidade», no fundo de cada página.",
    storesWithConsentPlatform:
      "Nada, por si só. A plataforma de consentimento indicada abaixo guarda as suas escolhas conforme descreve no seu próprio aviso.",
    otherServices: "Serviços de outras empresas",
    otherServicesText:
      "Estes servidores recebem um pedido do seu navegador, com o respetivo endereço IP e a página de origem, quando uma página os carrega:",
    service: "Serviço",
    host: "Servidor",
    pages: "Páginas",
    when: "Quando",
    adNetwork: "Rede de publicidade (banners)",
    extraAdTag: "Tag de publicidade adicional",
    imageBoardFeed: "Feed de um quadro de imagens",
    contactForm: "Formulário de contacto",
    contactFormScript: "Script do formulário de contacto",
    consentPlatform: "Plataforma de consentimento (IAB TCF)",
    everyPage: "Todas as páginas",
    unknownPaths: "caminhos desconhecidos (404)",
    whenInView: "Quando o anúncio fica visível",
    whenAccepted: "Só depois de aceitar",
    whenAcceptedInEurope:
      "Depois de aceitar (fusos horários europeus); noutros locais, quando o anúncio fica visível",
    whenConsentPlatformAllows:
      "Só quando a plataforma de consentimento indicar que deu o seu consentimento, ou que não é necessário",
    whenPageOpens: "Ao abrir a página",
    whenPageOpensInEurope: "Ao abrir a página, num fuso horário europeu",
  },
  // Visitor statistics (app/components/analytics/, docs/analytics.md): used only when the site has them.
  analytics: {
    questionWithStatistics:
      "Podemos contar as visitas, e as redes de anúncios podem guardar dados no seu dispositivo para anúncios?",
    globalPrivacyControlWithStatistics:
      "O seu navegador envia Global Privacy Control, por isso consideramo-lo uma recusa: nenhum anúncio é carregado, as redes de anúncios não recebem nada deste site e as suas visitas não são contadas.",
    acceptAll: "Aceitar tudo",
    rejectAll: "Rejeitar tudo",
    choose: "Escolher",
    choosePurposes: "Permitir cada finalidade em separado",
    adsPurpose: "Anúncios",
    adsPurposeText:
      "As redes de anúncios podem guardar dados no seu dispositivo para adaptar e medir anúncios.",
    statisticsPurpose: "Estatísticas",
    statisticsPurposeText: "{provider} conta as páginas que visita e a rapidez com que carregam.",
    statisticsPagesOnlyText: "{provider} conta as páginas que visita.",
    saveChoices: "Guardar escolhas",
    statistics: "Estatísticas de visitas ({provider})",
    whenStatisticsAllowed: "Só depois de permitir as estatísticas",
    whenStatisticsAllowedInEurope:
      "Depois de permitir as estatísticas (fusos horários europeus); noutros locais ao abrir a página",
    whenConsentPlatformAllowsStatistics:
      "Só quando a plataforma de consentimento indicar o seu consentimento à medição, ou que não é necessário",
    whenPageOpensWithoutGpc:
      "Ao abrir a página, exceto se o seu navegador enviar Global Privacy Control",
    statisticsProviderStores:
      "Depois de permitidas as estatísticas, {provider} pode guardar os seus próprios identificadores no seu navegador, como descreve o respetivo aviso.",
  },
} satisfies Catalogue;
