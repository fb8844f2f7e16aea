import type { Catalogue } from "#app/i18n/catalogue.ts";

// The poison lines' words (/poison-centres and the footer's link to it) in Portuguese, translated
// from en.ts key for key.
export const pt = {
  // A quem ligar depois de uma intoxicação, por país: a chamada do quadro de perigo e a página /poison-centres.
  poisonCentres: {
    title: "Centros antivenenos",
    description:
      "A quem ligar, país a país, se alguém pode ter comido um cogumelo venenoso: linhas antivenenos, os seus horários e o que fazer onde o público não tem nenhuma.",
    intro:
      "Cada país foi verificado nas duas fontes que indica, no dia que indica. Os números mudam: em caso de dúvida, ligue para o número de emergência.",
    allCountries: "Centros antivenenos de cada país",
    countriesNav: "Países",
    labelled: "{label}:",
    callRegional:
      "Ligue já para o centro antivenenos da sua região, mesmo que a pessoa se sinta bem:",
    callEmergencyNumber: "Se estiver inconsciente ou com dificuldade em respirar, ligue {phone}.",
    noPublicLine: "Sem linha antivenenos para o público",
    emergencyNumber: "Número de emergência: {phone}",
    aroundTheClock: "Atende 24 horas por dia",
    openFromTo: "Atende das {from} às {to}",
    hoursNotConfirmed: "Horário não confirmado",
    fromAbroad: "Do estrangeiro: {phone}",
    sources: "Fontes",
    source: "Fonte {number}",
    checkedOn: "Verificado a {date}",
    routeGB:
      "O serviço britânico de informação toxicológica só atende médicos. Se alguém pode ter comido um cogumelo nocivo, o NHS diz para ligar 999 ou ir às urgências, o mais prudente dos seus dois caminhos; se tem dúvidas de que seja nocivo, ligue NHS 111 (NHS 24 pelo 111 na Escócia). Na Irlanda do Norte, ligue ao seu médico de família ou, com o consultório fechado, ao GP Out of Hours.",
    routeNL:
      "O centro antivenenos neerlandês (NVIC) só atende médicos. Ligue ao seu médico de família (huisarts) ou, fora do horário, ao serviço de permanência (huisartsenpost): eles contactam o NVIC dia e noite. Se a pessoa estiver grave, ligue 112.",
    routePL:
      "Não se confirmou na Polónia nenhuma linha antivenenos nacional para o público. A inspeção sanitária diz para ligar 999 ou 112 ao primeiro sinal de intoxicação por cogumelos, ou levar a pessoa ao hospital.",
    afterHoursIE:
      "Fora deste horário, ligue para o serviço do seu médico ou vá às urgências de um hospital.",
    outagesBR:
      "Em 2025 a linha não completava chamadas em algumas regiões: se não atender, ligue para o SAMU pelo 192.",
    otherCentresIT:
      "A Itália tem outros centros regionais; este, no hospital Niguarda de Milão, atende chamadas de todo o país.",
    quebecCA:
      "O número nacional encaminha a chamada para o centro local; no Quebeque, ligue diretamente para o Centre antipoison du Québec.",
  },
  // The footer's link to the poison centres of every country: apart, so every page loads only it.
  poisonLink: {
    footer: "Centros antivenenos",
  },
} satisfies Pick<Catalogue, "poisonCentres" | "poisonLink">;
