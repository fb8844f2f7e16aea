export const contact = {
  title: "Contact Us",
  description: "Questions, sightings or partnership ideas: write to the {brand} team.",
  intro: "Questions, sightings or partnership ideas? Send us a message.",
  formTitle: "Contact form: send a message to the {brand} team",
  openForm: "Open the contact form",
};
