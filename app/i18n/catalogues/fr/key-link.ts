export const keyLink = {
  identifyAction: "Identifier une trouvaille",
};
