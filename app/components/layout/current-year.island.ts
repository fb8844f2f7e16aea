import type { Island } from "#app/lib/island.ts";

/**
 * The copyright's year (site-footer.tsx): the pre-rendered page carries the build year, which
 * becomes the visitor's, so that a site built last December still shows this year.
 */
export default {
  mount(years) {
    const year = String(new Date().getFullYear());
    for (const element of years) element.textContent = year;
  },
} satisfies Island;
