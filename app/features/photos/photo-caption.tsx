import { fillNodes } from "#app/i18n/fill-nodes.ts";
import { useWords } from "#app/i18n/words.ts";
import type { Credit, Photo, PhotoStage } from "#app/lib/content/photo.ts";

/** A photo's caption: what it shows of the fungus (its stage), its caption, then its credit. */
export function PhotoCaption({ photo, className }: { photo: Photo; className: string }) {
  const { photos: messages } = useWords();
  if (!photo.stage && !photo.caption && !photo.credit) return null;
  // What each stage is called under its photos.
  const stageLabels: Record<PhotoStage, string> = {
    whole: messages.stageWhole,
    young: messages.stageYoung,
    mature: messages.stageMature,
    underside: messages.stageUnderside,
    section: messages.stageSection,
    sporeprint: messages.stageSporeprint,
    habitat: messages.stageHabitat,
  };
  return (
    <figcaption className={`space-y-1 ${className}`}>
      {photo.stage && (
        <span className="block font-semibold text-ink">{stageLabels[photo.stage]}</span>
      )}
      {photo.caption && <span className="block">{photo.caption}</span>}
      {photo.credit && <PhotoCredit credit={photo.credit} />}
    </figcaption>
  );
}

const link = "text-moss underline underline-offset-4";

/** "commons.wikimedia.org" for a page there: where the original is, in the fewest words. */
const siteOf = (url: string) => new URL(url).hostname.replace(/^www\./, "");

/**
 * A photo's credit in the site's language: its author, its licence linked to the licence's deed
 * (`rel="license"`, as machines read it), and a link to the original's page.
 */
export function PhotoCredit({ credit }: { credit: Credit }) {
  const { photos: messages } = useWords();
  const licence = credit.deed ? (
    <a href={credit.deed} rel="license noopener noreferrer" className={link}>
      {credit.licence}
    </a>
  ) : (
    credit.licence
  );
  const source = credit.source && (
    <a href={credit.source} rel="noopener noreferrer" className={`${link} break-words`}>
      {siteOf(credit.source)}
    </a>
  );
  return (
    <span className="block text-sm text-ink-muted">
      {fillNodes(source ? messages.credit : messages.creditWithoutSource, {
        author: credit.author,
        licence,
        source,
      })}
    </span>
  );
}
