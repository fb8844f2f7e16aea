export const keyLink = {
  identifyAction: "Oznacz znalezisko",
};
