import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { speciesDrawing } from "#app/features/drawings/species-drawing.ts";
import type { ContentIndex } from "#app/lib/content/content.server.ts";
import { drawingFactsOf } from "#app/features/drawings/fruit-body.ts";
import { type ContentImage, imageFiles, imageFolder } from "#app/lib/content/images.server.ts";
import { type FileWorkers, forEachAtMost, tasksInFlight } from "./file-workers.ts";

/** Writes every width and format of each content image into the built site, on every core. */
export async function writeContentImages(
  siteDirectory: string,
  images: readonly ContentImage[],
  workers: FileWorkers,
): Promise<void> {
  const files = imageFiles(images);
  await mkdir(join(siteDirectory, imageFolder), { recursive: true });
  await forEachAtMost(files, tasksInFlight, ({ path, ...task }) =>
    workers.resizeImage({ ...task, file: join(siteDirectory, path) }),
  );
}

/** The species of the content, each with the path of its drawing (`picture`). */
const speciesOf = (content: ContentIndex) =>
  content.articles.flatMap((article) => (article.species ? [article.species] : []));

/**
 * Writes each species' drawing from its facts (app/features/drawings/), at the path its pages name
 * (`picture`): a few hundred bytes each, made anew on every build.
 */
export async function writeSpeciesDrawings(site: string, content: ContentIndex): Promise<void> {
  const species = speciesOf(content);
  if (species.length === 0) return;
  await mkdir(join(site, "drawings"), { recursive: true });
  await Promise.all(
    species.map((facts) =>
      writeFile(join(site, facts.picture), speciesDrawing(drawingFactsOf(facts))),
    ),
  );
}

/** The drawing at `path` (e.g. "/drawings/death-cap.svg"), as the build writes it, if a species has it. */
export function speciesDrawingAt(content: ContentIndex, path: string): string | undefined {
  const facts = speciesOf(content).find(({ picture }) => picture === path);
  return facts && speciesDrawing(drawingFactsOf(facts));
}
