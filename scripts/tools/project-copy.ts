import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { cp, mkdir, rm, symlink } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildInputs } from "#scripts/pipeline/build-inputs.ts";

/**
 * Copies what the build reads into `destination` (emptied first), with the project's
 * node_modules linked in, so that it builds exactly as the project does. The bench builds its SPA
 * twin this way and the e2e tests their variants: same code, another configuration.
 */
export async function copyProject(destination: string): Promise<void> {
  await rm(destination, { recursive: true, force: true });
  await mkdir(destination, { recursive: true });
  await Promise.all(
    buildInputs.map((input) => cp(input, join(destination, input), { recursive: true })),
  );
  // The build's server half, which pre-renders the pages, resolves its packages here.
  await symlink(resolve("node_modules"), join(destination, "node_modules"), "junction");
}

/**
 * The file the `react-router` command runs (the package's "bin"), for this Node to run: npx
 * costs a second of CPU to find it, on each of a test run's eleven builds.
 */
export const reactRouterCommand = join(
  dirname(fileURLToPath(import.meta.resolve("@react-router/dev/package.json"))),
  "bin.cjs",
);

/**
 * Runs `react-router build` inside `project` and waits for it, for a test of what the owner sees:
 * its exit status and what it wrote to stderr. spawnSync holds the test's worker, so the test's own
 * timeout could not end a build that hangs (one did, for 17 minutes; two others were caught in an
 * exit Node could not finish, see `exitOnOwnerError`): after `limitMs` it is killed, its status
 * null, and the test fails at once.
 */
export function buildProjectAndWait(project: string, limitMs: number) {
  const result = spawnSync(process.execPath, [reactRouterCommand, "build"], {
    cwd: project,
    encoding: "utf8",
    timeout: limitMs,
    killSignal: "SIGKILL",
  });
  return { status: result.status, stderr: result.stderr };
}

/**
 * Runs `react-router build` inside `project`: started from another directory, React Router's
 * pre-rendering of the resource routes fails with a 500. The build's errors go to stderr. Not
 * blocking, so that several projects can build at once.
 */
export async function buildProject(project: string): Promise<void> {
  const build = spawn(process.execPath, [reactRouterCommand, "build"], {
    cwd: project,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const [status] = (await once(build, "close")) as [number | null];
  if (status !== 0) throw new Error(`Building ${project} failed`);
}
