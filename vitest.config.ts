import { defineConfig } from "vitest/config";
import { siteConfig } from "./app/config/site.ts";
import { siteMessages } from "./app/i18n/site-messages.ts";
import { messagesPlugin } from "./scripts/build/messages-plugin.ts";

/** Values fixed when the site is built, shared with vite.config.ts. */
export const buildConstants = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  // A constant, so that a site without analytics ships none of its code (app/components/analytics/).
  __ANALYTICS_ON__: JSON.stringify(siteConfig.analytics !== undefined),
};

// Separate from vite.config.ts: the React Router plugin must not load under Vitest.
export default defineConfig({
  define: buildConstants,
  plugins: [messagesPlugin(siteMessages(siteConfig.language), siteConfig.language)],
  test: {
    setupFiles: ["tests/setup/vitest.setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
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
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "modules",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
