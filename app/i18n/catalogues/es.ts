import type { Catalogue } from "../catalogue.ts";

/** The site's own words in Spanish. */
export const es = {
  site: {
    headline: "Descubre la magia de las setas",
    skipToContent: "Saltar al contenido",
    menu: "Menú",
    mainNavigation: "Navegación principal",
    mainMenu: "Menú principal",
    opensInNewTab: "(se abre en una pestaña nueva)",
    quickLinks: "Enlaces rápidos",
    partners: "Colaboradores",
    followUs: "Síguenos",
    socialLink: "{brand} en {network}",
    feedLink: "Feed de artículos (Atom)",
    copyright: "© {year} {brand}. Todos los derechos reservados.",
    privacy: "Privacidad",
    privacyChoices: "Opciones de privacidad",
    advertisement: "Publicidad",
    advertisements: "Anuncios",
    sidebarAdvertisements: "Anuncios de la barra lateral",
    errorTitle: "Algo ha salido mal",
    errorHeading: "¡Error inesperado de la aplicación!",
    errorText:
      "Algo ha fallado por nuestra parte al mostrar esta página. Recargarla suele ayudar; si no, vuelve a empezar desde la página de inicio.",
    reload: "Recargar",
    returnHome: "Volver al inicio",
    consentPlatformLocator: "Localizador de la plataforma de consentimiento",
  },
  home: {
    eyebrow: "Cuaderno de campo micológico",
    exploreTypes: "Explorar especies",
    learnMore: "Más información",
    learnMoreContext: "sobre las setas",
    featuresHeading: "Por qué fascinan los hongos",
    wondersTitle: "Maravillas naturales",
    wondersText:
      "Desde los luminiscentes hongos fantasma hasta los bejines gigantes, más de 14\u00a0000 especies de setas descritas dan forma al suelo de todos los bosques.",
    cultureTitle: "Impacto cultural",
    cultureText:
      "Las setas recorren el folclore, los rituales, la medicina y la cocina, desde los chamanes siberianos hasta los banquetes de matsutake en Japón.",
    healthTitle: "Beneficios para la salud",
    healthText:
      "Muchas setas comestibles son bajas en calorías y ricas en fibra, vitaminas del grupo B, potasio y, si crecen al sol, vitamina D.",
  },
  welcome: {
    title: "Te damos la bienvenida a {brand}",
    description: "¡Explora el fascinante mundo de las setas!",
  },
  sections: {
    comingSoon: "Contenido disponible muy pronto…",
    comingSoonText:
      "Esta parte del atlas aún está creciendo bajo tierra. Hasta que brote, pasea por el resto del sitio.",
    exploreOther: "Explorar otras secciones",
    backToHome: "Volver al inicio",
    articles: "Artículos",
    listingPages: "Páginas del listado",
    previousPage: "Anterior",
    nextPage: "Siguiente",
    page: "Página",
    pageTitle: "{title} – página {number}",
    unwrittenDescription:
      "{title}: esta sección de {brand} aún se está escribiendo; todavía no hay nada que leer.",
  },
  article: {
    breadcrumb: "Ruta de navegación",
    published: "Publicado el {date}",
    updated: "Actualizado el {date}",
    readingTime: {
      one: "{count} min de lectura",
      many: "{count} min de lectura",
      other: "{count} min de lectura",
    },
    contents: "Índice",
  },
  species: {
    facts: "Ficha",
    edibility: "Comestibilidad",
    season: "Temporada",
    habitat: "Hábitat",
    ecology: "Ecología",
    hymenium: "Himenio",
    sporePrint: "Esporada",
    family: "Familia",
    choice: "Excelente comestible",
    edible: "Comestible",
    caution: "Comestible con precaución",
    inedible: "No comestible",
    poisonous: "Tóxica",
    deadly: "Mortal",
    psychoactive: "Psicoactiva",
    unknown: "Comestibilidad desconocida",
    mycorrhizal: "Micorrícica: vive con las raíces de los árboles",
    saprotrophic: "Saprófita: se alimenta de madera u hojas muertas",
    parasitic: "Parásita: se alimenta de huéspedes vivos",
    gills: "Láminas",
    pores: "Poros",
    teeth: "Aguijones",
    ridges: "Pliegues (falsas láminas)",
    smooth: "Lisa",
    gleba: "Esporas en el interior (gleba)",
    seasonRange: "de {from} a {to}",
    allYear: "Todo el año",
    dangerousLookalike: "Doble peligroso",
    dangerousLookalikeText:
      "Puede confundirse con una especie tóxica. Aprende las diferencias antes de recogerla:",
    lookalikes: "Especies parecidas",
    alsoMistakenFor: "También se confunde con",
    safetyNotice:
      "No comas nunca una seta silvestre porque una web diga que es comestible, tampoco esta. Haz que un experto revise en persona cada ejemplar antes de comerlo.",
    speciesHeading: "Especies",
    filters: "Filtrar las especies",
    anyEdibility: "Cualquier comestibilidad",
    month: "De temporada en",
    anyMonth: "Cualquier mes",
    anyHymenium: "Cualquier himenio",
    shown: { one: "{count} especie mostrada", other: "{count} especies mostradas" },
    noMatch: "Ninguna especie coincide con estos filtros.",
    showAll: "Mostrar todas las especies",
  },
  embeds: {
    ifFrameEmpty: "Si el marco de abajo se queda vacío:",
  },
  blog: {
    title: "Blog",
    description: "Fotos e historias del mundo de los hongos, del suelo del bosque a la cocina.",
    intro: "Fotos e historias del mundo de los hongos.",
    feedTitle: "Feed de fotos de {brand}",
    openFeed: "Abrir el feed de fotos",
  },
  contact: {
    title: "Contacto",
    description: "Preguntas, hallazgos o ideas de colaboración: escribe al equipo de {brand}.",
    intro: "¿Preguntas, hallazgos o ideas de colaboración? Envíanos un mensaje.",
    formTitle: "Formulario de contacto: envía un mensaje al equipo de {brand}",
    openForm: "Abrir el formulario de contacto",
  },
  notFound: {
    title: "Página no encontrada",
    heading: "¡Vaya! Página no encontrada",
    headingPrefix: "404:",
    text: "Este camino no lleva a ningún sitio que conozcamos. Puede que la página se haya movido o que nunca haya crecido aquí.",
    returnHome: "Volver al inicio",
    explore: "O explora una sección",
  },
  consent: {
    question:
      "¿Permites que las redes publicitarias guarden datos en tu dispositivo para personalizar y medir los anuncios?",
    globalPrivacyControl:
      "Tu navegador envía la señal Global Privacy Control, así que la tratamos como un rechazo: no se carga ningún anuncio y las redes publicitarias no reciben nada de este sitio.",
    accept: "Aceptar",
    reject: "Rechazar",
    close: "Cerrar",
    privacy: "Privacidad",
  },
  privacy: {
    title: "Privacidad",
    description:
      "Qué guarda {brand} en tu dispositivo y qué servicios de otras empresas cargan sus páginas.",
    placeholderNotice:
      "Este aviso es provisional: el propietario del sitio aún no ha redactado el suyo. En él se indicará quién gestiona este sitio, cómo contactar con él y qué ocurre con los mensajes enviados mediante el formulario de contacto.",
    whoWeAre: "Quiénes somos",
    whatThisSiteStores: "Qué guarda este sitio",
    storesNothing: "Nada: ni cookies ni datos en el almacenamiento de tu navegador.",
    storesConsentAnswer:
      "Solo tu respuesta al banner de consentimiento («Aceptar» o «Rechazar»), en el almacenamiento local de tu navegador para este sitio, con la clave «{key}», durante 12 meses. Sin cookies. Puedes cambiarla en «Opciones de privacidad», al pie de cada página.",
    storesWithConsentPlatform:
      "Nada por sí mismo. La plataforma de consentimiento indicada abajo guarda tus preferencias tal como describe en su propio aviso.",
    otherServices: "Servicios de otras empresas",
    otherServicesText:
      "Estos servidores reciben una solicitud de tu navegador, con su dirección IP y la página de origen, cuando una página los carga:",
    service: "Servicio",
    host: "Servidor",
    pages: "Páginas",
    when: "Cuándo",
    adNetwork: "Red publicitaria (banners)",
    extraAdTag: "Etiqueta publicitaria adicional",
    imageBoardFeed: "Feed de un tablero de imágenes",
    contactForm: "Formulario de contacto",
    contactFormScript: "Script del formulario de contacto",
    consentPlatform: "Plataforma de consentimiento (IAB TCF)",
    everyPage: "Todas las páginas",
    unknownPaths: "rutas desconocidas (404)",
    whenInView: "Cuando el anuncio aparece en pantalla",
    whenAccepted: "Solo después de que aceptes",
    whenAcceptedInEurope:
      "Después de que aceptes (zonas horarias europeas); en otros lugares, cuando el anuncio aparece en pantalla",
    whenConsentPlatformAllows:
      "Solo cuando la plataforma de consentimiento indica que has dado tu consentimiento o que no hace falta",
    whenPageOpens: "Al abrir la página",
    whenPageOpensInEurope: "Al abrir la página, en una zona horaria europea",
  },
  // Visitor statistics (app/components/analytics/, docs/analytics.md): used only when the site has them.
  analytics: {
    questionWithStatistics:
      "¿Podemos contar las visitas y pueden las redes publicitarias guardar datos en su dispositivo para los anuncios?",
    globalPrivacyControlWithStatistics:
      "Su navegador envía Global Privacy Control, así que lo tomamos como un rechazo: no se carga ningún anuncio, las redes publicitarias no reciben nada de este sitio y sus visitas no se cuentan.",
    acceptAll: "Aceptar todo",
    rejectAll: "Rechazar todo",
    choose: "Elegir",
    choosePurposes: "Permitir cada finalidad por separado",
    adsPurpose: "Publicidad",
    adsPurposeText:
      "Las redes publicitarias pueden guardar datos en su dispositivo para adaptar y medir los anuncios.",
    statisticsPurpose: "Estadísticas",
    statisticsPurposeText: "{provider} cuenta las páginas que visita y lo rápido que cargan.",
    statisticsPagesOnlyText: "{provider} cuenta las páginas que visita.",
    saveChoices: "Guardar selección",
    statistics: "Estadísticas de visitas ({provider})",
    whenStatisticsAllowed: "Solo después de que permita las estadísticas",
    whenStatisticsAllowedInEurope:
      "Después de que permita las estadísticas (husos horarios europeos); en otros lugares al abrir la página",
    whenConsentPlatformAllowsStatistics:
      "Solo cuando la plataforma de consentimiento comunique su consentimiento a la medición, o que no hace falta",
    whenPageOpensWithoutGpc:
      "Al abrir la página, salvo que su navegador envíe Global Privacy Control",
    statisticsProviderStores:
      "Una vez permitidas las estadísticas, {provider} puede guardar sus propios identificadores en su navegador, como describe su aviso.",
  },
} satisfies Catalogue;
