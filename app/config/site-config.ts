import type { CoreConfig } from "#app/checks/core.schema.ts";

/**
 * The site configuration's type: the core's fields (app/checks/core.schema.ts), and each
 * feature's part, which the feature adds to this interface from its own folder
 * (`declare module "#app/config/site-config.ts"` beside its schema). So the owner's data
 * (site.ts) is typed without importing any feature.
 */
// oxlint-disable-next-line typescript/no-empty-object-type -- the features declare its members
export interface SiteConfig extends CoreConfig {}
