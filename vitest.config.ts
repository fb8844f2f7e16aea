import { globSync, readFileSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";
import { siteConfig } from "./app/config/site.ts";
import { siteMessages } from "./app/i18n/site-messages.ts";
import { buildConstants } from "./scripts/pipeline/build-constants.ts";
import { siteFeatures } from "./app/features/index.ts";
import { messagesPlugin } from "./scripts/pipeline/messages-plugin.ts";
import { termLinksPlugin } from "./scripts/pipeline/term-links-plugin.ts";
import { islandModules, islandsPlugin } from "./scripts/pipeline/islands-plugin.ts";
import { coreIslands } from "./app/core-islands.ts";

const moduleTests = ["app/**/*.test.ts", "scripts/**/*.test.ts"];
const componentTests = ["app/**/*.test.tsx"];
/** The tests that replace a module for the whole file (`vi.mock`, which is hoisted). */
const mocking = (patterns: string[]) =>
  globSync(patterns).filter((file) => /\bvi\.mock\(/.test(readFileSync(file, "utf8")));
const moduleMocks = mocking(moduleTests);
const componentMocks = mocking(componentTests);

// Separate from vite.config.ts: the React Router plugin must not load under Vitest.
export default defineConfig({
  define: buildConstants(siteConfig),
  plugins: [
    messagesPlugin(siteMessages(siteConfig.language), siteConfig.language),
    termLinksPlugin(siteFeatures),
    islandsPlugin(islandModules(coreIslands, siteFeatures)),
  ],
  test: {
    setupFiles: ["tests/setup/vitest.setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Vitest's default is one worker fewer than the cores: one on two, which left a core idle
    // through half the run. The files mostly import and set up, and some wait on child processes.
    maxWorkers: "150%",
    // A document only where a test needs one: building jsdom took most of the run when every
    // file got its own. Components (.tsx) get one; any other test that needs one starts with
    // `// @vitest-environment jsdom`. The components' files share one document per worker
    // (`isolate: false`): each test renders into a cleaned-up body, and a document per file cost
    // five times the tests' own time.
    projects: [
      {
        extends: true,
        test: {
          name: "components",
          include: componentTests,
          exclude: [...componentMocks, ...configDefaults.exclude],
          environment: "jsdom",
          isolate: false,
        },
      },
      // As the modules' files below: a component's file that mocks a module keeps a graph of its
      // own, or its mock never reaches the component another file imported first.
      {
        extends: true,
        test: { name: "component mocks", include: componentMocks, environment: "jsdom" },
      },
      // The modules' files share one module graph per worker as well: importing zod, unified and
      // the configuration again for every file took a third of the run (45 s against 28 s). Stubs
      // are undone after each test (above). A file that mocks a module for its whole length keeps
      // a graph of its own: in the shared one, its mock reached other files' imports.
      {
        extends: true,
        test: {
          name: "modules",
          include: moduleTests,
          exclude: [...moduleMocks, ...configDefaults.exclude],
          environment: "node",
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "module mocks", include: moduleMocks, environment: "node" },
      },
    ],
  },
});
