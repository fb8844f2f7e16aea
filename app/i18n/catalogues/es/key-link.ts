export const keyLink = {
  identifyAction: "Identificar un hallazgo",
};
