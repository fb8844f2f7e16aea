import { checkedSiteConfig } from "./scripts/pipeline/checked-site-config.ts";

// The settings are checked before any other module of the site loads: modules may read a setting
// as they load (a language's text direction, a date format), and a wrong value, of any type, must
// stop the build with the owner's list, not crash the first code that reads it.
const config = await checkedSiteConfig();
const { viteBuildConfig } = await import("./scripts/pipeline/vite-build-config.ts");

export default viteBuildConfig(config);
