/**
 * The site's sections, each a page at `/<name>` with its intro in `content/<name>.md` and its
 * articles in `content/<name>/<slug>.md`: the route table, the content's checks and the section
 * page all read this one list. What a section's page shows beyond its intro and articles is data
 * here, not a branch on its name.
 */
export const sections = [
  // The spec's "Content coming soon..." page links back home.
  { name: "about", linksHome: true },
  // Its species are listed in an index of their own, with filters.
  { name: "types", listsSpecies: true },
  { name: "culture" },
] as const satisfies readonly SectionDefinition[];

interface SectionDefinition {
  name: string;
  /** Its page ends with a link to the home page. */
  linksHome?: boolean;
  /** Its page lists the species of its articles (`species` blocks) in the species index. */
  listsSpecies?: boolean;
}

export type ContentSection = (typeof sections)[number]["name"];

type Names<List> = {
  readonly [Index in keyof List]: List[Index] extends { name: infer Name } ? Name : never;
};

/** The sections' names, in the order of the list: "about", "types", "culture". */
export const contentSections = sections.map(({ name }) => name) as unknown as Names<
  typeof sections
>;

/** A section's definition, by name. */
export const sectionNamed = (name: ContentSection): SectionDefinition =>
  sections.find((section) => section.name === name) ?? { name };
