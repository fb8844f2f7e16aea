// The footer's link to the poison centres of every country: apart, so every page loads only it.
export const poisonLink = {
  footer: "Vergiftigingencentra",
};
