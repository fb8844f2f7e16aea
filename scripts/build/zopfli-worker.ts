import { readFile, writeFile } from "node:fs/promises";
import { workerData } from "node:worker_threads";
import { gzipAsync } from "@gfx/zopfli";

// Started by precompress.ts: writes file.gz beside each file it is given.
const files = workerData as string[];
for (const file of files) {
  await writeFile(`${file}.gz`, await gzipAsync(await readFile(file), { numiterations: 5 }));
}
