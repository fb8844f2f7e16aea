/** The framework's two chunks (ADR 035): React with React DOM, and React Router on top of them. */
export type FrameworkChunk = "framework-react" | "framework-router";

const frameworkPackages: Record<string, FrameworkChunk> = {
  react: "framework-react",
  "react-dom": "framework-react",
  scheduler: "framework-react",
  "react-router": "framework-router",
};

/**
 * The framework chunk a module (a file path, with "/" or "\" between folders, or a bundler
 * helper's name) goes into; undefined for every other module, which the bundler groups by the
 * pages and islands that use it. The hydrated pages load both chunks; the code that creates a
 * React root on first use (the search dialog, the welcome notice) loads React's alone, not the
 * router's 40 KB.
 */
export function frameworkChunkOf(moduleId: string): FrameworkChunk | undefined {
  const segments = moduleId.split("\\").join("/").split("/");
  const at = segments.lastIndexOf("node_modules");
  return at === -1 ? undefined : frameworkPackages[segments[at + 1] ?? ""];
}
