export const keyLink = {
  identifyAction: "Een vondst determineren",
};
