// Where a drawing's parts stand in its 120 x 100 units: apart from drawing-style.ts, which reads
// app/app.css, so that the page's labelled drawing can point at them without that file.
export const centre = 50;
export const ground = 90;
export const stemHalf = 5;
