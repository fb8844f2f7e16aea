import type { Catalogue } from "#app/i18n/catalogue.ts";

// The poison lines' words (/poison-centres and the footer's link to it) in Polish, translated from
// en.ts key for key.
export const pl = {
  // Dokąd dzwonić po zatruciu, kraj po kraju: wezwanie w ramce zagrożenia i strona /poison-centres.
  poisonCentres: {
    title: "Ośrodki toksykologiczne",
    description:
      "Dokąd dzwonić, kraj po kraju, gdy ktoś mógł zjeść trującego grzyba: linie informacji toksykologicznej, godziny ich pracy i co robić tam, gdzie nie ma linii dla wszystkich.",
    intro:
      "Każdy kraj sprawdzono w dwóch podanych źródłach, w dniu, który podano. Numery się zmieniają: w razie wątpliwości dzwoń pod numer alarmowy.",
    allCountries: "Ośrodki toksykologiczne w każdym kraju",
    countriesNav: "Kraje",
    labelled: "{label}:",
    callRegional:
      "Zadzwoń teraz do ośrodka toksykologicznego swojego regionu, nawet jeśli ta osoba czuje się dobrze:",
    callEmergencyNumber:
      "Jeśli jest nieprzytomna lub ma trudności z oddychaniem, dzwoń pod {phone}.",
    noPublicLine: "Brak linii toksykologicznej dla wszystkich",
    emergencyNumber: "Numer alarmowy: {phone}",
    aroundTheClock: "Czynne całą dobę",
    openFromTo: "Czynne {from}–{to}",
    hoursNotConfirmed: "Godziny niepotwierdzone",
    fromAbroad: "Z zagranicy: {phone}",
    sources: "Źródła",
    source: "Źródło {number}",
    checkedOn: "Sprawdzono {date}",
    routeGB:
      "Brytyjska służba informacji toksykologicznej odpowiada tylko lekarzom. Jeśli ktoś mógł zjeść szkodliwego grzyba, NHS każe dzwonić pod 999 lub jechać na SOR, to ostrożniejsza z jego dwóch dróg; jeśli nie wiesz, czy grzyb jest szkodliwy, dzwoń do NHS 111 (w Szkocji NHS 24 pod 111). W Irlandii Północnej dzwoń do lekarza rodzinnego albo, gdy przychodnia jest zamknięta, do GP Out of Hours.",
    routeNL:
      "Holenderski ośrodek toksykologiczny (NVIC) odpowiada tylko lekarzom. Zadzwoń do lekarza rodzinnego (huisarts) lub poza godzinami przychodni do dyżuru lekarskiego (huisartsenpost): mogą skontaktować się z NVIC w dzień i w nocy. Przy ciężkim stanie dzwoń pod 112.",
    routePL:
      "Nie potwierdziliśmy ogólnopolskiej linii toksykologicznej dla wszystkich. Inspekcja sanitarna każe przy pierwszych objawach zatrucia grzybami dzwonić pod 999 lub 112 albo zawieźć chorego do szpitala.",
    afterHoursIE:
      "Poza tymi godzinami dzwoń do swojego lekarza lub jedź na szpitalny oddział ratunkowy.",
    outagesBR:
      "W 2025 roku w niektórych regionach nie udawało się połączyć: jeśli nikt nie odbiera, dzwoń do SAMU pod 192.",
    otherCentresIT:
      "Włochy mają też inne regionalne ośrodki; ten, w mediolańskim szpitalu Niguarda, przyjmuje telefony z całego kraju.",
    quebecCA:
      "Numer krajowy przekierowuje połączenie do miejscowego ośrodka; w Quebecu dzwoń bezpośrednio do Centre antipoison du Québec.",
  },
  // The footer's link to the poison centres of every country: apart, so every page loads only it.
  poisonLink: {
    footer: "Ośrodki toksykologiczne",
  },
} satisfies Pick<Catalogue, "poisonCentres" | "poisonLink">;
