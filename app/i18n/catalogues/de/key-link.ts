export const keyLink = {
  identifyAction: "Fund bestimmen",
};
