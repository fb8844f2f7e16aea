export const keyLink = {
  identifyAction: "Identificar um achado",
};
