import { build } from "vite";

/**
 * A TypeScript entry of the project (from its root) as one minified classic script, its imports
 * bundled in, for a document or worker the build writes itself (the ad frame's script, the
 * service worker). A build of its own, not the app's config and plugins: one entry, one file,
 * nothing written. `name` is the one global it declares, as its document's other scripts must
 * know; `define` replaces names in it with values, as the app's build does.
 */
export async function bundleScript(
  entry: string,
  {
    name,
    root = process.cwd(),
    define = {},
  }: { name: string; root?: string; define?: Record<string, string> },
): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: "warn",
    define,
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ["iife"], name },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output && "output" in output ? output.output[0] : undefined;
  if (!chunk || chunk.type !== "chunk") throw new Error(`${entry} built no script`);
  return chunk.code;
}
