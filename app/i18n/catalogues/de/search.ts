import type { Catalogue } from "../../catalogue.ts";

export const search = {
  title: "Suche",
  description: "Durchsuchen Sie jede Seite von {brand} oder stöbern Sie nach Bereichen.",
  label: "Die Website durchsuchen",
  placeholder: "Ein deutscher oder lateinischer Name, oder ein beliebiges Wort",
  close: "Schließen",
  loading: "Die Suche wird geladen …",
  failed:
    "Die Suche konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  results: { one: "{count} Treffer", other: "{count} Treffer" },
  noResults: "Keine Treffer für „{query}“",
  hint: "Pfeiltasten wechseln zwischen den Treffern; Enter öffnet einen.",
  filters: "Treffer filtern",
  section: "Bereich",
  anySection: "Jeder Bereich",
  anyValue: "Beliebig",
  allPages: "Alle Seiten, nach Bereich",
  otherPages: "Weitere Seiten",
} satisfies Catalogue["search"];
