export const keyLink = {
  identifyAction: "Identifica un ritrovamento",
};
