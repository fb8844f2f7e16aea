import { siteConfig } from "#app/config/site.ts";

const dayFormat = new Intl.DateTimeFormat(siteConfig.language, {
  dateStyle: "long",
  // The day as written in the frontmatter, wherever the page is built or read.
  timeZone: "UTC",
});

/** A YYYY-MM-DD day as readers write it, e.g. "November 22, 2026" (in the site's language). */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
