import type { Picture } from "./images.server.ts";
import type { Edibility, Species } from "./species.ts";

/** Another species as a species page names it: in the index, a warning or a lookalike pair. */
export interface SpeciesLink {
  /** e.g. "/types/jack-o-lantern" */
  path: string;
  /** Its drawing from its facts, e.g. "/drawings/jack-o-lantern.svg". */
  picture: string;
  /** Its first photo, small: its picture in lists where it has one, in place of the drawing. */
  photo?: Picture;
  commonName: string;
  scientificName: string;
  edibility: Edibility;
}

/** The file of a species' drawing, made by the build (scripts/pipeline/finish-build.ts). */
export const drawingPath = (speciesPath: string) =>
  `/drawings/${speciesPath.split("/").at(-1)}.svg`;

export const linkOf = (
  path: string,
  species: Pick<Species, "commonNames" | "scientificName" | "edibility">,
  photo?: Picture,
): SpeciesLink => ({
  path,
  picture: drawingPath(path),
  ...(photo ? { photo } : {}),
  commonName: species.commonNames[0] ?? species.scientificName,
  scientificName: species.scientificName,
  edibility: species.edibility,
});
