const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A YYYY-MM-DD day as readers write it in `language`, e.g. "November 22, 2026" (in English); the
 * formatter made once per language.
 */
export function formatDay(day: string, language: string): string {
  const format =
    dayFormats.get(language) ??
    new Intl.DateTimeFormat(language, {
      dateStyle: "long",
      // The day as written in the frontmatter, wherever the page is built or read.
      timeZone: "UTC",
    });
  dayFormats.set(language, format);
  return format.format(new Date(`${day}T00:00:00Z`));
}
