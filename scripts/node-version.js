// Runs first in `npm start`, `npm run build` and `npm test`, on whatever Node is installed: so it
// is plain JavaScript that Node 18 and 20 read too (TypeScript files stop them with a stack trace).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * Why `actual` cannot run the project, as one line, or undefined when it can. `required` is the
 * `engines.node` range of package.json, written as ">=MAJOR.MINOR.PATCH".
 * @param {string} actual e.g. "20.20.2"
 * @param {string} required e.g. ">=22.22.0"
 * @returns {string | undefined}
 */
export function nodeVersionProblem(actual, required) {
  const minimum = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(required.trim());
  if (!minimum) throw new Error(`package.json engines.node must read ">=X.Y.Z", not "${required}"`);
  const wanted = minimum.slice(1).map(Number);
  const have = actual.split(".").map(Number);
  for (let part = 0; part < 3; part += 1) {
    if ((have[part] ?? 0) > (wanted[part] ?? 0)) return undefined;
    if ((have[part] ?? 0) < (wanted[part] ?? 0)) {
      return `Fungi Atlas needs Node.js ${wanted.join(".")} or newer (24 recommended); this is Node.js ${actual}. Install a current Node.js from https://nodejs.org and run the command again.`;
    }
  }
  return undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const problem = nodeVersionProblem(process.versions.node, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
