export const findKey = {
  contradiction: "Żaden gatunek nie ma wszystkich zaznaczonych cech: sprawdź {features}.",
  matching: "Gatunki zgodne ze wszystkimi cechami: {count} z {total}",
  summary: "Pasują we wszystkim: {candidates} · Groźne, do wykluczenia: {dangerous}",
  showResults: "Pokaż wyniki",
};
