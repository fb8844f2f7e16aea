// The way to the key from every page: the header's action and home's hero.
export const keyLink = {
  identifyAction: "Identify a find",
};
