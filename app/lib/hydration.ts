import { createContext } from "react";
import type { UIMatch } from "react-router";

/**
 * A route module's `handle` on the page that React hydrates, /search (ADR 035 and 036): the
 * others are HTML with islands.
 */
export interface HydrationHandle {
  hydrates: true;
}

export const hydratedPage: HydrationHandle = { hydrates: true };

/** Whether the page of these matches is hydrated: one of its routes asks for it. */
export const hydrates = (matches: UIMatch[]) =>
  matches.some(
    (match) => (match.handle as Partial<HydrationHandle> | undefined)?.hydrates === true,
  );

/**
 * Whether the page rendered is React Router's SPA fallback (set by app/entry.server.tsx), which
 * must hold React Router's scripts, and which the build deletes: every page is pre-rendered
 * (scripts/pipeline/finish-build.ts).
 */
export const SpaFallbackContext = createContext(false);
