import type { Catalogue } from "#app/i18n/catalogue.ts";

// The poison lines' words (/poison-centres and the footer's link to it) in Spanish, translated from
// en.ts key for key.
export const es = {
  // A quién llamar tras una intoxicación, por país: la llamada del recuadro de peligro y la página /poison-centres.
  poisonCentres: {
    title: "Centros de toxicología",
    description:
      "A quién llamar, país por país, si alguien puede haber comido una seta venenosa: líneas de toxicología, sus horarios y qué hacer donde el público no tiene ninguna.",
    intro:
      "Cada país se comprobó en las dos fuentes que enlaza, el día que indica. Los números cambian: ante la duda, llama al número de emergencias.",
    allCountries: "Centros de toxicología de cada país",
    countriesNav: "Países",
    labelled: "{label}:",
    callRegional:
      "Llama ahora al centro de toxicología de tu región, aunque la persona se encuentre bien:",
    callEmergencyNumber: "Si está inconsciente o le cuesta respirar, llama al {phone}.",
    noPublicLine: "Sin línea de toxicología para el público",
    emergencyNumber: "Número de emergencias: {phone}",
    aroundTheClock: "Atiende las 24 horas",
    openFromTo: "Atiende de {from} a {to}",
    hoursNotConfirmed: "Horario sin confirmar",
    fromAbroad: "Desde el extranjero: {phone}",
    sources: "Fuentes",
    source: "Fuente {number}",
    checkedOn: "Comprobado el {date}",
    routeGB:
      "El servicio de toxicología británico solo atiende a médicos. Si alguien puede haber comido una seta dañina, el NHS indica llamar al 999 o ir a urgencias, la más prudente de sus dos pautas; si dudas de que sea dañina, llama a NHS 111 (NHS 24 en el 111 en Escocia). En Irlanda del Norte, llama a tu médico de cabecera, o a GP Out of Hours cuando la consulta esté cerrada.",
    routeNL:
      "El centro de toxicología neerlandés (NVIC) solo atiende a médicos. Llama a tu médico de cabecera (huisarts) o, fuera del horario de consulta, al servicio de guardia (huisartsenpost): pueden contactar con el NVIC día y noche. Si la persona está grave, llama al 112.",
    routePL:
      "No se confirmó en Polonia ninguna línea nacional de toxicología para el público. La inspección sanitaria indica llamar al 999 o al 112 ante el primer signo de intoxicación por setas, o llevar a la persona al hospital.",
    afterHoursIE:
      "Fuera de ese horario, llama al servicio de tu médico o ve a urgencias de un hospital.",
    outagesBR:
      "En 2025 la línea no conectaba en algunas regiones: si no contesta, llama al SAMU en el 192.",
    otherCentresIT:
      "Italia tiene otros centros regionales; este, en el hospital Niguarda de Milán, atiende llamadas de todo el país.",
    quebecCA:
      "El número nacional desvía la llamada al centro local; en Quebec, llama directamente al Centre antipoison du Québec.",
  },
  // The footer's link to the poison centres of every country: apart, so every page loads only it.
  poisonLink: {
    footer: "Centros de toxicología",
  },
} satisfies Pick<Catalogue, "poisonCentres" | "poisonLink">;
