import type { Island } from "#app/lib/island.ts";

/** The 404 page's log of the unknown path a visitor reached, for the site's owner (the spec's). */
export default {
  mount() {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  },
} satisfies Island;
