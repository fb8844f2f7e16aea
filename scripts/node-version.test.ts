import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };
import { nodeVersionProblem } from "./node-version.js";

describe("the Node.js version check of npm start, build and test", () => {
  const required = packageJson.engines.node;

  it("names the version to install in one line when Node is too old", () => {
    expect(nodeVersionProblem("20.20.2", required)).toBe(
      "Fungi Atlas needs Node.js 24.15.0 or newer, or 22.22.2 or a later 22; this is Node.js 20.20.2. Install a current Node.js from https://nodejs.org and run the command again.",
    );
    // Older than a dependency needs (jsdom asks for 22.22.2 or 24.15.0), though newer than 22.22.
    expect(nodeVersionProblem("22.22.1", required)).toContain("this is Node.js 22.22.1.");
    expect(nodeVersionProblem("24.14.9", required)).toContain("this is Node.js 24.14.9.");
    expect(nodeVersionProblem("23.0.0", required)).toContain("this is Node.js 23.0.0.");
  });

  it("lets the required versions and newer ones through", () => {
    for (const version of ["22.22.2", "22.23.0", "24.15.0", "24.21.0", "25.0.0"]) {
      expect(nodeVersionProblem(version, required)).toBeUndefined();
    }
  });

  it("names for the hosts a Node that the project runs on (.node-version)", () => {
    // Netlify, Cloudflare Pages and actions/setup-node install the newest release of this line.
    const line = readFileSync(".node-version", "utf8").trim();
    expect(line).toMatch(/^\d+$/);
    expect(nodeVersionProblem(`${line}.99.0`, required)).toBeUndefined();
    expect(Number(line)).toBe(Number(packageJson.engines.node.split(">=").at(-1)?.split(".")[0]));
  });

  it("runs first in the scripts a newcomer starts with", () => {
    expect(packageJson.scripts.preinstall).toBe("node scripts/node-version.js");
    for (const script of ["start", "build", "test"] as const) {
      expect(packageJson.scripts[script]).toMatch(/^node scripts\/node-version\.js && /);
    }
  });

  it("npm install on a Node too old says so in one line, npm's EBADENGINE block left out", () => {
    // A copy of the project's install set-up that asks for a Node no machine has yet.
    const copy = mkdtempSync(join(tmpdir(), "node-version-"));
    try {
      const future = "^98.0.0 || >=99.0.0";
      writeFileSync(
        join(copy, "package.json"),
        JSON.stringify({
          ...packageJson,
          engines: { node: future },
          devEngines: { runtime: { ...packageJson.devEngines.runtime, version: future } },
          dependencies: {},
          devDependencies: {},
        }),
      );
      cpSync(".npmrc", join(copy, ".npmrc"));
      cpSync("scripts/node-version.js", join(copy, "scripts/node-version.js"));
      const run = spawnSync("npm", ["install", "--offline", "--no-audit", "--no-fund"], {
        cwd: copy,
        encoding: "utf8",
      });
      const output = run.stdout + run.stderr;
      expect(run.status).not.toBe(0);
      expect(output).not.toContain("EBADENGINE");
      const naming = output.split("\n").filter((line) => /\d+\.\d+\.\d+/.test(line));
      expect(naming).toEqual([
        `Fungi Atlas needs Node.js 99.0.0 or newer, or 98.0.0 or a later 98; this is Node.js ${process.versions.node}. Install a current Node.js from https://nodejs.org and run the command again.`,
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("no dependency runs an install script", () => {
    expect(readFileSync(".npmrc", "utf8")).toMatch(/^strict-allow-scripts=true$/m);
    expect(Object.values(packageJson.allowScripts)).not.toContain(true);
  });

  it("says nothing and lets the command go on under this Node", () => {
    const run = spawnSync(process.execPath, ["scripts/node-version.js"], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe("");
  });
});
