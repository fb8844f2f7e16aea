import type { Catalogue } from "#app/i18n/catalogue.ts";

// The visitor statistics' words (the consent banner's purposes, /privacy's lines) in Spanish,
// translated from en.ts key for key.
export const es = {
  analytics: {
    questionStatisticsOnly: "¿Podemos contar las visitas a este sitio?",
    globalPrivacyControlStatisticsOnly:
      "Su navegador envía Global Privacy Control, así que lo tomamos como un rechazo: sus visitas no se cuentan.",
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
} satisfies Pick<Catalogue, "analytics">;
