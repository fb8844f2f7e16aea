import { contentAttributes } from "./content-text.tsx";
interface SectionPageProps {
  title: string;
  /** A content section's page: its title is the section the site's search shows and filters by. */
  isSection?: boolean;
  /** The page's language, where it is written in another than the site's. */
  lang?: string | undefined;
  children: React.ReactNode;
}

/** The frame every section page shares: its one h1, then its content. */
export function SectionPage({ title, isSection = false, lang, children }: SectionPageProps) {
  return (
    <article
      lang={lang}
      className="mx-auto max-w-3xl px-5 py-10 sm:px-8 md:py-16 print:max-w-none print:p-0"
    >
      <h1
        className="mb-8 font-display text-4xl font-bold tracking-tight text-ink sm:text-5xl"
        data-pagefind-filter={isSection ? "section" : undefined}
        // A section's title is its content's (content/<section>.md), in the content's language.
        {...(isSection ? contentAttributes : {})}
      >
        {title}
      </h1>
      <div className="space-y-8 text-lg leading-relaxed text-ink-muted">{children}</div>
    </article>
  );
}
