import { Link } from "react-router";
import { ResponsivePicture } from "#app/ui/responsive-picture.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { fill } from "#app/i18n/format.ts";
import { islandOf } from "#app/lib/island.ts";
import { useWords } from "#app/i18n/words.ts";
import type { Photo } from "#app/lib/content/photo.ts";
import { PhotoCaption } from "./photo-caption.tsx";
import type { ZoomWords } from "./photo-zoom.ts";

/** The thumbnails' width: half the column on phones, a third of its 720 px from 640 px. */
const thumbnailSizes = "(min-width: 800px) 230px, (min-width: 640px) 30vw, 45vw";

interface PhotoGalleryProps {
  photos: readonly Photo[];
}

/**
 * An article's photos: the first at the column's width, the others as thumbnails below it, in the
 * order written, each with its stage, caption and credit. Each photo links to its largest file,
 * so that it opens without JavaScript; with it, its island (photo-gallery.island.ts) shows each
 * photo's zoom button, and the photo and the button open the zoom dialog, whose code loads on
 * first use; its words come with the gallery (`data-zoom`).
 */
export function PhotoGallery({ photos }: PhotoGalleryProps) {
  const { photos: messages } = useWords();
  const [first, ...others] = photos;
  if (!first) return null;
  const zoomWords: ZoomWords = {
    close: messages.close,
    previous: messages.previous,
    next: messages.next,
    positions: photos.map((_, index) =>
      fill(messages.photoPosition, { number: index + 1, count: photos.length }),
    ),
  };

  const figure = (photo: Photo, index: number) => {
    const main = index === 0;
    return (
      <figure>
        <div className="relative">
          <a href={photo.full} className="block">
            <ResponsivePicture
              picture={main ? photo.picture : { ...photo.picture, sizes: thumbnailSizes }}
              eager={main}
              className={
                main
                  ? "h-auto max-h-[75vh] w-full rounded-3xl bg-paper-deep object-contain"
                  : "aspect-[4/3] h-auto w-full rounded-2xl object-cover"
              }
            />
          </a>
          {/* Shown by the island: it opens nothing without it. */}
          <button
            type="button"
            hidden
            aria-label={fill(messages.enlarge, { number: index + 1, count: photos.length })}
            aria-haspopup="dialog"
            className="absolute end-2 bottom-2 flex size-11 items-center justify-center rounded-full border border-line bg-paper text-ink shadow-sm hover:border-moss hover:text-moss print:hidden"
          >
            <Icon>
              <path d="M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L20 20M10.5 8v5M8 10.5h5" />
            </Icon>
          </button>
        </div>
        <PhotoCaption photo={photo} className={main ? "mt-3 text-base" : "mt-2 text-sm"} />
      </figure>
    );
  };

  return (
    <section
      aria-label={messages.gallery}
      className="mt-8"
      data-pagefind-ignore
      {...islandOf("photo-gallery")}
      data-zoom={JSON.stringify(zoomWords)}
    >
      {figure(first, 0)}
      {others.length > 0 && (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {others.map((photo, index) => (
            <li key={photo.full}>{figure(photo, index + 1)}</li>
          ))}
        </ul>
      )}
      {photos.some((photo) => photo.credit) && (
        <p className="mt-4 text-base">
          <Link to="/credits" className="font-semibold text-moss underline underline-offset-4">
            {messages.allCredits}
          </Link>
        </p>
      )}
    </section>
  );
}
