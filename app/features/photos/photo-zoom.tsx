import { type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { ResponsivePicture } from "#app/ui/responsive-picture.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { fill } from "#app/i18n/format.ts";
import messages from "virtual:messages/photos";
import type { Photo } from "#app/lib/content/photo.ts";
import { PhotoCaption } from "./photo-caption.tsx";

export interface PhotoZoomProps {
  /** The page's photos, in their order: the arrows and a swipe go through them all. */
  photos: readonly Photo[];
  /** The photo it opens on. */
  start: number;
  /** After it closed (Escape, or its Close button): focus goes back where the visitor was. */
  onClose: () => void;
}

/** How far a finger travels sideways before it counts as a swipe to the next photo, in CSS px. */
const swipeDistance = 48;

const button =
  "flex min-h-11 items-center gap-2 rounded-full border border-line bg-paper-deep px-4 text-base font-semibold whitespace-nowrap text-ink hover:border-moss hover:text-moss";

/**
 * A page's photos in a modal dialog, each as large as the screen allows, with its caption and
 * credit. The arrow keys and a swipe move between them, in the page's reading direction; Escape
 * and Close close it. Loaded on the first zoom (photo-gallery.tsx).
 */
export default function PhotoZoom({ photos, start, onClose }: PhotoZoomProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number>(undefined);
  const [index, setIndex] = useState(start);
  const headingId = useId();
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const photo = photos[index];
  if (!photo) return null;
  const count = photos.length;
  const move = (step: number) => setIndex((current) => (current + step + count) % count);
  /** To the photo on the right (or the left): the next one, but in a right-to-left page. */
  const moveTowards = (right: boolean) => {
    const rightToLeft = dialog.current && getComputedStyle(dialog.current).direction === "rtl";
    move(right === !rightToLeft ? 1 : -1);
  };
  const endSwipe = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = undefined;
    const distance = from === undefined ? 0 : event.clientX - from;
    // A finger moving left brings the photo on the right, as a page is turned.
    if (Math.abs(distance) >= swipeDistance) moveTowards(distance < 0);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      onKeyDown={(event) => {
        if (count < 2 || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
        event.preventDefault();
        moveTowards(event.key === "ArrowRight");
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-paper p-0 text-ink open:flex motion-safe:transition-opacity motion-safe:duration-200 motion-safe:starting:open:opacity-0"
    >
      <div className="flex min-h-0 w-full flex-col gap-3 p-3 sm:p-5">
        <div className="flex items-center justify-between gap-4">
          <h2 id={headingId} aria-live="polite" className="font-display text-xl font-semibold">
            {fill(messages.photoPosition, { number: index + 1, count })}
          </h2>
          <button type="button" onClick={() => dialog.current?.close()} className={button}>
            {messages.close}
          </button>
        </div>
        <figure className="flex min-h-0 flex-1 flex-col gap-3">
          <div
            className="relative min-h-0 flex-1 touch-pan-y touch-pinch-zoom"
            onPointerDown={(event) => (swipeFrom.current = event.clientX)}
            onPointerUp={endSwipe}
            onPointerCancel={() => (swipeFrom.current = undefined)}
          >
            <ResponsivePicture
              key={photo.full}
              picture={{ ...photo.picture, sizes: "100vw" }}
              eager
              className="absolute inset-0 size-full object-contain"
            />
          </div>
          <PhotoCaption photo={photo} className="mx-auto max-w-3xl text-base" />
        </figure>
        {count > 1 && (
          <div className="flex justify-between gap-4">
            <button type="button" onClick={() => move(-1)} className={button}>
              <Icon className="size-5 rtl:-scale-x-100">
                <path d="M15 18l-6-6 6-6" />
              </Icon>
              {messages.previous}
            </button>
            <button type="button" onClick={() => move(1)} className={button}>
              {messages.next}
              <Icon className="size-5 rtl:-scale-x-100">
                <path d="M9 18l6-6-6-6" />
              </Icon>
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
