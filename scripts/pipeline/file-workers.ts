import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Tinypool } from "tinypool";
import { pruneCache } from "#app/lib/build-cache.server.ts";
import type {
  compress,
  CompressTask,
  finishPage,
  FinishPageTask,
  renderPng,
  RenderTask,
  resizeImage,
  ResizeTask,
} from "./file-worker.ts";

type Task<T> = Omit<T, "cacheDirectory">;

/** The build's per-file work on a pool of worker processes, one per core, with its cache. */
export interface FileWorkers {
  compress: (task: Task<CompressTask>) => ReturnType<typeof compress>;
  renderPng: (task: Task<RenderTask>) => ReturnType<typeof renderPng>;
  /**
   * The PNG kept under `name`, or else drawn from the SVG `drawing()` makes and kept: for
   * drawings that cost more to make than a name for what they show (share cards).
   */
  drawPng: (
    name: string,
    width: number,
    drawing: () => string,
  ) => Promise<{ png: Uint8Array; fromCache: boolean }>;
  resizeImage: (task: Task<ResizeTask>) => ReturnType<typeof resizeImage>;
  finishPage: (task: Task<FinishPageTask>) => ReturnType<typeof finishPage>;
  /**
   * Stops the workers, and with them what they hold (their heaps, the image libraries' buffers),
   * while a step that does not use them runs; the next task starts new ones.
   */
  release: () => Promise<void>;
  /** Stops the workers. */
  stop: () => Promise<void>;
  /** Removes the cache entries this build did not use, once it has succeeded. */
  pruneUnused: () => Promise<void>;
}

export function startFileWorkers(cacheDirectory: string): FileWorkers {
  let pool: Tinypool | undefined;
  const workers = () =>
    (pool ??= new Tinypool({
      filename: new URL("./file-worker.ts", import.meta.url).href,
      maxThreads: availableParallelism(),
      // Processes, not threads: the image libraries' memory goes back to the system with them,
      // where a thread's stays in the build's process (released before Pagefind's index).
      runtime: "child_process",
      serialization: "advanced",
    }));
  const release = async () => {
    const running = pool;
    pool = undefined;
    await running?.destroy();
  };
  const used = new Set<string>();
  const run = async <Result extends { cacheNames: string[] }>(name: string, task: object) => {
    const result = (await workers().run({ ...task, cacheDirectory }, { name })) as Result;
    for (const entry of result.cacheNames) used.add(entry);
    return result;
  };
  return {
    compress: (task) => run("compress", task),
    renderPng: (task) => run("renderPng", task),
    drawPng: async (name, width, drawing) => {
      used.add(name);
      const kept = await readFile(join(cacheDirectory, name)).catch(() => undefined);
      if (kept) return { png: kept, fromCache: true };
      return run<Awaited<ReturnType<typeof renderPng>>>("renderPng", {
        svg: drawing(),
        width,
        name,
      });
    },
    resizeImage: (task) => run("resizeImage", task),
    finishPage: (task) => run("finishPage", task),
    release,
    stop: release,
    pruneUnused: () => pruneCache(cacheDirectory, used),
  };
}

/**
 * Runs `work` on each item, at most `concurrency` at a time: the pool queues any number of tasks,
 * but each holds its input (a page, a drawing) in memory until its turn.
 */
export async function forEachAtMost<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  const queue = items.values();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.next(); !next.done; next = queue.next()) await work(next.value);
    }),
  );
}

/** Enough tasks in flight to keep every worker busy while the next ones are handed over. */
export const tasksInFlight = availableParallelism() * 4;
