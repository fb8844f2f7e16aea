/**
 * Every file and folder `npm run build` reads, relative to the project: a change to any of them
 * changes the built site.
 */
export const buildInputs = [
  "app",
  "public",
  "scripts/build",
  "react-router.config.ts",
  "vite.config.ts",
  // vite.config.ts reads the build-time constants from it.
  "vitest.config.ts",
  // Its `imports` map resolves #app/ and #scripts/.
  "package.json",
  "package-lock.json",
] as const;
