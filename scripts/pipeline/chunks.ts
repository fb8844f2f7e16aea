/** React, React DOM, React Router and React's scheduler: what the hydrated pages run (ADR 035). */
const frameworkPackages = new Set(["react", "react-dom", "react-router", "scheduler"]);

/**
 * Whether a module (a file path, with "/" or "\" between folders, or a bundler helper's name)
 * goes into the framework chunk. Nothing else does: the pages that React does not hydrate load
 * only their islands, whose modules the bundler groups by the pages and islands that use them.
 */
export function isFramework(moduleId: string): boolean {
  const segments = moduleId.split("\\").join("/").split("/");
  return segments.some(
    (segment, index) =>
      segment === "node_modules" && frameworkPackages.has(segments[index + 1] ?? ""),
  );
}
