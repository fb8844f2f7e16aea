/**
 * The brand's colours outside CSS (web app manifest, generated icons and share image). They are
 * the light theme's tokens of app/app.css: change both together.
 */
export const brandColors = {
  paper: "#fbf7f0",
  paperDeep: "#f1e9da",
  ink: "#2b2118",
  inkMuted: "#5c4a3a",
  moss: "#3d6838",
  cap: "#9c3d26",
} as const;
