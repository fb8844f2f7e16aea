import { useLoaderData } from "react-router";
import { SectionPage } from "#app/ui/section-page.tsx";
import { settingsOf } from "#app/config/settings.ts";
import { loaderSettings } from "#app/config/settings.server.ts";
import { fill } from "#app/i18n/format.ts";
import { wordsOf } from "#app/i18n/words.ts";
import { buildMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/route";
import { glossaryLangOf, glossaryWords } from "./glossary-words.ts";
import { definedTermSet } from "./glossary-meta.ts";
import { termDrawing } from "./term-drawing.server.ts";
import { glossaryPage, glossaryTerms } from "./terms.ts";
import { TermFigure } from "./term-figure.tsx";

/** /glossary's words and drawings, in the site's language, read at build time. */
export function loader({ context }: Route.LoaderArgs) {
  const { language } = loaderSettings(context);
  const words = glossaryWords(language);
  return {
    // Where the glossary has no words in the site's language, its English is marked as such.
    lang: glossaryLangOf(language),
    title: words.title,
    description: words.description,
    intro: words.intro,
    contents: words.contents,
    terms: glossaryTerms.map((term) => {
      const { name, definition } = words.terms[term.id as keyof typeof words.terms];
      return {
        id: term.id,
        name,
        definition,
        drawing: termDrawing(term),
        drawingLabel: fill(words.drawing, { term: name }),
      };
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { title, description, terms } = loaderData;
  const settings = settingsOf(matches);
  const tags = buildMeta({ title, description, path: glossaryPage }, settings, wordsOf(matches));
  return definedTermSet(tags, { title, terms }, settings.url);
};

/** /glossary: each term with its drawing and definition, under its own anchor (/glossary#volva). */
export default function GlossaryRoute() {
  const { lang, title, intro, contents, terms } = useLoaderData<typeof loader>();
  return (
    <SectionPage title={title} lang={lang}>
      <p>{intro}</p>
      <nav aria-label={contents} className="print:hidden" data-pagefind-ignore>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-base">
          {terms.map(({ id, name }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-block py-2 text-moss underline underline-offset-4"
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {terms.map((term) => (
        <section
          key={term.id}
          id={term.id}
          aria-labelledby={`${term.id}-name`}
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <TermFigure drawing={term.drawing} label={term.drawingLabel} />
          <div>
            <h2 id={`${term.id}-name`} className="font-display text-2xl font-semibold text-ink">
              {term.name}
            </h2>
            <p className="mt-2">{term.definition}</p>
          </div>
        </section>
      ))}
    </SectionPage>
  );
}
