interface SectionPageProps {
  title: string;
  children: React.ReactNode;
}

/** The frame every section page shares: its one h1, then its content. */
export function SectionPage({ title, children }: SectionPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-12 md:py-16">
      <h1 className="mb-6 font-display text-4xl font-bold tracking-tight text-ink md:text-5xl">
        {title}
      </h1>
      <div className="space-y-6 text-lg text-ink-muted">{children}</div>
    </article>
  );
}
