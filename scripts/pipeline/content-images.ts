import { mkdir } from "node:fs/promises";
import { join } from "node:path";
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
