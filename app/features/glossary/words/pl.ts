import type { GlossaryWords } from "./en.ts";

// The glossary's words in Polish, translated from en.ts term for term.
export const pl = {
  title: "Słowniczek",
  description:
    "Co znaczą terenowe słowa atlasu: pochwa, pierścień, blaszki i sposób ich przyrastania do trzonu, wysyp zarodników i inne, każde z rysunkiem.",
  intro:
    "Słowa, których używają strony gatunków, tabele porównań i klucz, każde z małym rysunkiem, na którym nazwana część jest zakreślona.",
  drawing: "Rysunek: {term}",
  contents: "Pojęcia",
  terms: {
    "fruit-body": {
      name: "Owocnik",
      definition:
        "Część grzyba, która wyrasta na zewnątrz, by rozsiać zarodniki: to, co zbieramy i nazywamy grzybem. Reszta grzyba pozostaje ukryta w glebie lub drewnie.",
      forms: ["owocnik", "owocniki", "owocnika"],
    },
    mycelium: {
      name: "Grzybnia",
      definition:
        "Właściwy grzyb: sieć bardzo cienkich nitek w glebie, drewnie lub nawozie, która się odżywia i rośnie latami. Wyrastają z niej owocniki, gdy warunki są sprzyjające.",
      forms: ["grzybnia", "grzybni"],
    },
    cap: {
      name: "Kapelusz",
      definition:
        "Górna część grzyba, podtrzymywana przez trzon; jego spód nosi blaszki, pory lub kolce. Kształt, barwa i szerokość to jedne z pierwszych rzeczy do zanotowania.",
      forms: [],
    },
    stem: {
      name: "Trzon",
      definition:
        "Nóżka, która podtrzymuje kapelusz (łac. stipes). Obejrzyj go w całości, aż do nasady w ziemi: pierścień, jeśli jest, otacza jego górną część; pochwa, jeśli jest, obejmuje samą nasadę. Trzon bez jednego i drugiego nazywamy nagim.",
      forms: [],
    },
    hymenium: {
      name: "Hymenium (warstwa rodzajna)",
      definition:
        "Warstwa, która wytwarza zarodniki. Pokrywa blaszki, wyściela rurki za porami, okrywa kolce lub listewki albo gładką powierzchnię, gdy grzyb nie ma żadnej z nich; u purchawek wyściela drobne komory we wnętrzu.",
      forms: ["hymenium", "warstwa rodzajna"],
    },
    gills: {
      name: "Blaszki",
      definition:
        "Cienkie płytki pod kapeluszem, ułożone obok siebie jak kartki książki, na których powstają zarodniki. Sposób przyrastania do trzonu i barwa pomagają odróżniać gatunki.",
      forms: ["blaszki", "blaszek"],
    },
    pores: {
      name: "Pory",
      definition:
        "Drobne otworki pod kapeluszem, wyloty ciasno ułożonych rurek, jak u borowikowatych i hub. Wypadają z nich zarodniki.",
      forms: ["pory"],
    },
    spines: {
      name: "Kolce",
      definition:
        "Miękkie, spiczaste wyrostki zwisające od spodu, jak kolce jeża, na których powstają zarodniki, jak u kolczaka obłączastego.",
      forms: ["kolce", "kolcami"],
    },
    ridges: {
      name: "Listewki (fałszywe blaszki)",
      definition:
        "Płytkie fałdy o grubych, tępych brzegach, zbiegające ze spodu kapelusza na trzon, jak u kurek: często rozwidlone, połączone poprzecznymi żyłkami i będące częścią miąższu. Blaszki to cienkie płytki o ostrym brzegu. Rozwidlenie niczego nie dowodzi: prawdziwe blaszki lisówki pomarańczowej rozwidlają się wielokrotnie.",
      forms: ["listewki", "fałszywe blaszki"],
    },
    gleba: {
      name: "Gleba",
      definition:
        "Miąższ wytwarzający zarodniki, który wypełnia purchawkę lub tęgoskór pod skórką. U młodej purchawki jest jędrny i biały na wskroś; gdy zarodniki dojrzewają, żółknie, staje się oliwkowy lub brązowy i w końcu zmienia się w suchy pył. U tęgoskóra wcześnie ciemnieje do purpurowoczarnego: przetnij każdą kulę z góry na dół, żeby go zobaczyć.",
      forms: ["gleba"],
    },
    "gill-attachment": {
      name: "Przyrastanie blaszek",
      definition:
        "Sposób, w jaki blaszki łączą się z trzonem, najlepiej widoczny na grzybie przeciętym wzdłuż: wcale (wolne), wąsko (przyrośnięte wąsko), szeroko (przyrośnięte), z wycięciem (wycięte) lub zbiegając po trzonie (zbiegające).",
      forms: [],
    },
    free: {
      name: "Wolne",
      definition:
        "Blaszki, które kończą się przed trzonem i go nie dotykają, zostawiając wokół jego szczytu odstęp, jak u muchomorów i pieczarek.",
      forms: ["wolne blaszki", "wolne"],
    },
    adnexed: {
      name: "Przyrośnięte wąsko",
      definition:
        "Blaszki, które wznoszą się ku trzonowi i dotykają go tylko małą częścią swojej wysokości.",
      forms: ["wąsko przyrośnięte"],
    },
    adnate: {
      name: "Przyrośnięte",
      definition:
        "Blaszki połączone z trzonem całą lub prawie całą wysokością, dochodzące do niego prosto.",
      forms: ["przyrośnięte", "szeroko przyrośnięte"],
    },
    sinuate: {
      name: "Wycięte",
      definition:
        "Blaszki z małym wycięciem tuż przed trzonem, które potem się z nim łączą lub trochę zbiegają.",
      forms: ["wycięte", "zatokowato wycięte"],
    },
    decurrent: {
      name: "Zbiegające",
      definition:
        "Blaszki, pory lub listewki, które zbiegają po trzonie poniżej kapelusza, jak u kurek i boczniaków.",
      forms: ["zbiegające", "zbiegają"],
    },
    "universal-veil": {
      name: "Osłona całkowita",
      definition:
        "Skórka, która otacza cały młody grzyb jak skorupka jajka. Gdy grzyb rośnie, pęka, zostawiając pochwę u nasady i często łatki lub brodawki na kapeluszu, jak u muchomorów. Deszcz może zmyć brodawki.",
      forms: ["osłona całkowita", "osłony całkowitej"],
    },
    volva: {
      name: "Pochwa",
      definition:
        "To, co osłona całkowita zostawia u nasady trzonu: u niektórych muchomorów luźny worek lub kubek, u innych tylko obrzeżony kołnierz na bulwie, pierścienie łusek albo kilka strzępów. Często tkwi w ziemi albo się odłamuje: wykop całą nasadę, by ją zobaczyć. Brak worka nie znaczy, że to nie muchomor; pochwa w każdej postaci to znak ostrzegawczy śmiertelnie trujących.",
      forms: ["pochwa", "pochwę", "pochwy", "pochwą"],
    },
    egg: {
      name: "Jajo lub młody owocnik",
      definition:
        "Młody owocnik jeszcze zamknięty w osłonie, zanim otworzy się kapelusz. Blaszki, pierścień i barwa kapelusza są wtedy ukryte, a jajo śmiertelnie trującego muchomora może przypominać purchawkę: przetnij je na pół z góry na dół. Purchawka jest w środku biała i jednolita na całej wysokości; zarys kapelusza, blaszek i trzonu oznacza muchomora, a ciemne, marmurkowe wnętrze tęgoskóra.",
      forms: ["jajo", "jaja"],
    },
    "partial-veil": {
      name: "Osłona częściowa",
      definition:
        "Skórka lub pajęczyna od brzegu kapelusza do trzonu, okrywająca młode blaszki. Gdy kapelusz się otwiera, pęka i może zostawić pierścień na trzonie, słabą strefę włókien albo strzępy na brzegu kapelusza. Osłonę z nitek podobnych do pajęczyny nazywamy zasnówką.",
      forms: ["osłona częściowa", "osłony częściowej"],
    },
    ring: {
      name: "Pierścień",
      definition:
        "Kołnierz lub spódniczka wokół trzonu, resztka osłony częściowej (zwany też annulus). U niektórych gatunków odpada lub zostawia tylko słaby ślad.",
      forms: ["pierścień", "pierścienia", "pierścieniem"],
    },
    cortina: {
      name: "Zasnówka",
      definition:
        "Osłona częściowa z cienkich, pajęczynowatych nitek od brzegu kapelusza do trzonu, jak u zasłonaków. Znika wcześnie, często zostawiając strefę włókien zabarwionych zarodnikami.",
      forms: ["zasnówka", "zasnówki", "zasnówkę"],
    },
    umbo: {
      name: "Garb",
      definition: "Wzniesiony guzek w środku kapelusza; kapelusz z nim nazywa się garbaty.",
      forms: ["garb", "garbem", "garbaty"],
    },
    "spore-print": {
      name: "Wysyp zarodników",
      definition:
        "Barwa zarodników grzyba, widoczna, gdy położy się kapelusz spodem w dół na białym i ciemnym papierze na kilka godzin. To jedna z najpewniejszych wskazówek między sobowtórami.",
      forms: ["wysyp zarodników", "wysypu zarodników"],
    },
    bruising: {
      name: "Przebarwianie",
      definition:
        "Zmiana barwy tam, gdzie miąższ, pory lub blaszki zostaną uciśnięte, przecięte lub zadrapane, jak błękit u niektórych borowików lub żółć u pieczarki karbolowej. Zwróć uwagę na barwę i tempo zmiany.",
      forms: ["sinieje", "przebarwia", "żółknie"],
    },
    mycorrhizal: {
      name: "Mikoryzowy",
      definition:
        "Żyjący we współpracy z korzeniami żywych roślin, często określonych drzew: grzyb dostarcza wodę i minerały, drzewo daje cukry. Taki grzyb rośnie w pobliżu swoich drzew.",
      forms: ["mikoryzowy", "mikoryzę", "mikoryza"],
    },
    saprotrophic: {
      name: "Saprotroficzny",
      definition:
        "Odżywiający się martwą materią, taką jak opadłe drewno, ściółka, nawóz lub kompost, i ją rozkładający.",
      forms: ["saprotroficzny", "saprotrof"],
    },
    parasitic: {
      name: "Pasożytniczy",
      definition:
        "Odżywiający się kosztem żywego gospodarza (drzewa, owada, innego grzyba), czasem aż do jego śmierci, jak opieńka może zabijać drzewa.",
      forms: ["pasożytniczy", "pasożyt"],
    },
  },
} satisfies GlossaryWords;
