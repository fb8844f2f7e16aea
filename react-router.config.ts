import type { Config } from "@react-router/dev/config";
import { checkedSiteConfig } from "./scripts/pipeline/checked-site-config.ts";

// The settings are checked before any other module of the site loads (as in vite.config.ts): the
// content's modules read settings as they load, and a wrong value, of any type, must stop the
// build with the owner's list, not crash the first code that reads it.
const config = await checkedSiteConfig();
const { reactRouterBuildConfig } = await import("./scripts/pipeline/react-router-build-config.ts");

export default (await reactRouterBuildConfig(config)) satisfies Config;
