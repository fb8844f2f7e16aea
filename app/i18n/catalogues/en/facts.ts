// The facts a reader can check: when a poisoning's symptoms start, and when the facts were checked.
export const facts = {
  onset: "With this species, symptoms usually start {from} to {to} after the meal.",
  onsetAlcohol:
    "With this species, symptoms start {from} to {to} after drinking alcohol, even alcohol drunk up to five days after the meal.",
  noVomiting: "Do not make them vomit unless the poison centre tells you to.",
  checkedOn: "Facts last checked on {date}.",
  howWeCheck: "How we check our facts",
};
