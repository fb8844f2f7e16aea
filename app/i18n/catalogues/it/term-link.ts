// The link from a label that names a field term to where the term is explained (app/lib/term-link.tsx).
export const termLink = {
  explain: "Che cosa significa «{term}»",
};
