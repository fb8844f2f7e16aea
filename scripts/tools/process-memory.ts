import { execFileSync } from "node:child_process";

/**
 * The resident memory of a process and all its descendants together, in bytes (Linux and macOS,
 * through `ps`): what the build takes of the machine, however many processes it starts.
 */
export function processTreeMemory(root: number): number {
  const table = execFileSync("ps", ["-A", "-o", "pid=,ppid=,rss="], { encoding: "utf8" });
  const processes = table
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([root]);
  // Parents come before children in ps's listing on Linux, but not always: repeat until stable.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of processes) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return processes
    .filter(([pid]) => tree.has(pid))
    .reduce((sum, [, , kilobytes]) => sum + kilobytes * 1024, 0);
}
