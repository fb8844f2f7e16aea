// Runs first in `npm install` (as `preinstall`), `npm start`, `npm run build` and `npm test`, on
// whatever Node is installed: so it is plain JavaScript that Node 18 and 20 read too (TypeScript
// files stop them with a stack trace).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** @param {string} version e.g. "22.22.2" */
const parts = (version) => version.split(".").map(Number);

/** @param {number[]} a @param {number[]} b */
function compare(a, b) {
  for (let part = 0; part < 3; part += 1) {
    const difference = (a[part] ?? 0) - (b[part] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Why `actual` cannot run the project, as one line, or undefined when it can. `required` is the
 * `engines.node` range of package.json: ranges ">=X.Y.Z" (that version or newer) or "^X.Y.Z"
 * (a later X too), joined by "||", oldest first, the last one ">=".
 * @param {string} actual e.g. "20.20.2"
 * @param {string} required e.g. "^22.22.2 || >=24.15.0"
 * @returns {string | undefined}
 */
export function nodeVersionProblem(actual, required) {
  const ranges = required
    .split("||")
    .map((range) => /^\s*(\^|>=)\s*(\d+\.\d+\.\d+)\s*$/.exec(range));
  const last = ranges.at(-1);
  if (ranges.some((range) => !range) || last?.[1] !== ">=") {
    throw new Error(`package.json engines.node must read "^X.Y.Z || >=X.Y.Z", not "${required}"`);
  }
  const have = parts(actual);
  const fits = ranges.some((range) => {
    if (!range) return false;
    const wanted = parts(range[2] ?? "");
    return compare(have, wanted) >= 0 && (range[1] === ">=" || have[0] === wanted[0]);
  });
  if (fits) return undefined;
  // Newest first: the version to install, then each older line that still works.
  const versions = ranges.map((range) => range?.[2] ?? "");
  const needed = [
    `${versions.at(-1)} or newer`,
    ...versions.slice(0, -1).map((version) => `${version} or a later ${parts(version)[0]}`),
  ].join(", or ");
  return `Fungi Atlas needs Node.js ${needed}; this is Node.js ${actual}. Install a current Node.js from https://nodejs.org and run the command again.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const problem = nodeVersionProblem(process.versions.node, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
