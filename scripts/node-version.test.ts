import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };
import { nodeVersionProblem } from "./node-version.js";

describe("the Node.js version check of npm start, build and test", () => {
  const required = packageJson.engines.node;

  it("names the required version in one line when Node is too old", () => {
    const problem = nodeVersionProblem("20.20.2", required);
    expect(problem).toBe(
      "Fungi Atlas needs Node.js 22.22.0 or newer (24 recommended); this is Node.js 20.20.2. Install a current Node.js from https://nodejs.org and run the command again.",
    );
    expect(nodeVersionProblem("22.21.9", required)).toContain("needs Node.js 22.22.0 or newer");
  });

  it("lets the required version and newer ones through", () => {
    expect(nodeVersionProblem("22.22.0", required)).toBeUndefined();
    expect(nodeVersionProblem("22.23.0", required)).toBeUndefined();
    expect(nodeVersionProblem("24.0.0", required)).toBeUndefined();
  });

  it("runs first in the scripts a newcomer starts with", () => {
    for (const script of ["start", "build", "test"] as const) {
      expect(packageJson.scripts[script]).toMatch(/^node scripts\/node-version\.js && /);
    }
  });

  it("npm install itself refuses an old Node: engines are strict", () => {
    expect(readFileSync(".npmrc", "utf8")).toMatch(/^engine-strict=true$/m);
  });

  it("says nothing and lets the command go on under this Node", () => {
    const run = spawnSync(process.execPath, ["scripts/node-version.js"], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe("");
  });
});
