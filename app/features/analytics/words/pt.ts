import type { Catalogue } from "#app/i18n/catalogue.ts";

// The visitor statistics' words (the consent banner's purposes, /privacy's lines) in Portuguese,
// translated from en.ts key for key.
export const pt = {
  analytics: {
    questionStatisticsOnly: "Podemos contar as visitas a este site?",
    globalPrivacyControlStatisticsOnly:
      "O seu navegador envia Global Privacy Control, por isso consideramo-lo uma recusa: as suas visitas não são contadas.",
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
} satisfies Pick<Catalogue, "analytics">;
