import { createContext, type RouterContextProvider } from "react-router";
import type { SiteConfig } from "./site-config.ts";

// The loaders' half of how the settings flow down (settings.ts, ADR 034): apart from the
// components' half, so that no page's JavaScript carries it (React Router drops the root's
// middleware and the loaders, and what only they import, from the browser's code).

/** The settings in the loaders' context, set by the root's middleware. */
export const settingsContext = createContext<SiteConfig>();

/** The settings in a loader (and in the document's rendering), from its `context`. */
export const loaderSettings = (context: Readonly<RouterContextProvider>): SiteConfig =>
  context.get(settingsContext);
