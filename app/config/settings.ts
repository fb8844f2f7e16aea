import { createContext as createReactContext, use } from "react";
import type { SiteConfig } from "./site-config.ts";

// How the owner's settings reach the site's modules as values (docs/decisions/034-settings-flow-down-as-values.md):
// the root reads app/config/site.ts, the one module of the app that does, and hands it down three
// ways, none of which adds a byte to a page's data: a React context for components, its route
// handle for the routes' `meta`, and the loaders' context (settings.server.ts: set by its server
// middleware, which runs only at build time) for the loaders and the modules they call.

// No default: the root's layout gives the value to the whole page, and the root's handle is the
// first of every route's matches. Neither is checked where it is read: every page's JavaScript
// would carry the check, and the home page's budget has no room for it (its tests render them).
const SettingsContext = createReactContext<SiteConfig>(undefined as never);

/** Gives the settings to every component below it: the root's layout, once. */
export const SettingsProvider = SettingsContext;

/** The owner's settings, in a component under the root. */
export const useSettings = (): SiteConfig => use(SettingsContext);

/** The root's route handle: how a route's `meta` (which cannot use hooks) finds the settings. */
export type SettingsHandle = { settings: SiteConfig };

/** A route's `matches` as its `meta` receives them: the root's first. */
export type MetaMatches = readonly ({ handle?: unknown } | undefined)[];

/** The settings in a route's `meta`, from the root's handle, the first of its `matches`. */
export const settingsOf = (matches: MetaMatches): SiteConfig =>
  (matches[0] as { handle: SettingsHandle }).handle.settings;
