import { type KeyboardEvent, useState } from "react";
import { SpeciesDrawing } from "#app/features/drawings/species-drawing-image.tsx";
import { EdibilityBadge } from "#app/features/species/edibility-badge.tsx";
import { fillNodes } from "#app/i18n/fill-nodes.ts";
import { withBase } from "#app/lib/site-url.ts";
import { useWords } from "#app/i18n/words.ts";
import { ContentText, contentAttributes } from "#app/ui/content-text.tsx";
import type { NameAnswer } from "./name-hits.ts";
import { excerptParts, type SearchHit } from "./search-engine.ts";

interface SearchResultProps {
  hit: SearchHit;
  onOpen: (() => void) | undefined;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * A species' name as the names index gives it, in a sentence of the site's words: marked with its
 * language ("Pfifferling" in German on an English page) and isolated, so that its words keep their
 * order in a sentence that reads the other way.
 */
function NameIn({ name, lang }: { name: string; lang: string }) {
  return <bdi lang={lang}>{name}</bdi>;
}

/**
 * One result: its title, picture, scientific name and edibility badge, then the name it was
 * found by or the words around the match; under an eaten species found by name, its dangerous
 * lookalikes, each a link of its own.
 */
export function SearchResult({ hit, onOpen, onKeyDown }: SearchResultProps) {
  const { searchNames: messages } = useWords();
  // A photo that cannot load (offline, with an atlas saved before it held photos) gives way to
  // the drawing rather than a broken image.
  const [photoFailed, setPhotoFailed] = useState(false);
  return (
    <>
      <a
        href={withBase(hit.url)}
        data-result=""
        onClick={onOpen}
        onKeyDown={onKeyDown}
        className="block rounded-2xl border border-line bg-paper-deep p-4 text-ink hover:border-moss"
      >
        <span className="flex flex-wrap items-center justify-between gap-x-3">
          <span {...contentAttributes} className="font-display text-xl font-semibold">
            {hit.title}
          </span>
          {/* A section's own page needs no second mention of its name. */}
          {hit.section && hit.section !== hit.title && (
            <span {...contentAttributes} className="text-sm text-ink-muted">
              {hit.section}
            </span>
          )}
        </span>
        {(hit.scientificName || hit.edibility) && (
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            {hit.photo && !photoFailed ? (
              // The result's title names the species: its photo adds nothing to say in words.
              <img
                src={hit.photo}
                alt=""
                width={240}
                height={200}
                loading="lazy"
                decoding="async"
                onError={() => setPhotoFailed(true)}
                className="aspect-[6/5] h-auto w-16 shrink-0 rounded-lg object-cover"
              />
            ) : (
              hit.picture && (
                <SpeciesDrawing src={hit.picture} name={hit.title} small className="w-16" />
              )
            )}
            {hit.scientificName && (
              <span lang="la" className="text-ink-muted italic">
                {hit.scientificName}
              </span>
            )}
            {hit.edibility && <EdibilityBadge edibility={hit.edibility} />}
          </span>
        )}
        {hit.knownAs && (
          <span className="mt-2 block text-base text-ink-muted">
            {fillNodes(messages.knownAs, { name: <NameIn {...hit.knownAs} /> })}
          </span>
        )}
        {hit.excerpt && (
          <span {...contentAttributes} className="mt-2 block text-base text-ink-muted">
            {excerptParts(hit.excerpt).map((part, index) =>
              part.marked ? (
                <mark key={index} className="bg-transparent font-semibold text-moss underline">
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
          </span>
        )}
      </a>
      {hit.confusedWith && (
        <div className="ms-4 mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink">
          <span className="font-semibold">{messages.confusedWith}</span>
          {hit.confusedWith.map((lookalike) => (
            <a
              key={lookalike.url}
              href={withBase(lookalike.url)}
              onClick={onOpen}
              className="inline-flex min-h-11 flex-wrap items-center gap-2 underline hover:text-moss"
            >
              <ContentText>{lookalike.title}</ContentText>
              <EdibilityBadge edibility={lookalike.edibility} />
            </a>
          ))}
        </div>
      )}
    </>
  );
}

interface NameSuggestionProps extends Omit<NameAnswer, "hits"> {
  query: string;
  /** Nothing matched at all: the closest name is offered with a sentence that says so. */
  noResults: boolean;
  onOpen: (() => void) | undefined;
}

/** "Did you mean Amanita phalloides?", or, when nothing matches, the closest name there is. */
export function NameSuggestion({
  query,
  didYouMean,
  closest,
  noResults,
  onOpen,
}: NameSuggestionProps) {
  const { searchNames: messages } = useWords();
  const match = didYouMean ?? (noResults ? closest : undefined);
  if (!match) return null;
  const name = (
    <a
      href={withBase(match.species.path)}
      onClick={onOpen}
      className="font-semibold underline hover:text-moss"
    >
      <NameIn name={match.name} lang={match.lang} />
    </a>
  );
  return (
    <p className="text-ink">
      {fillNodes(didYouMean ? messages.didYouMean : messages.noNameMatch, { query, name })}
    </p>
  );
}
