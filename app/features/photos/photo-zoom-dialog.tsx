import { useId } from "react";
import { Icon } from "#app/ui/icon.tsx";
import { fillNodes } from "#app/i18n/format.ts";
import messages from "virtual:messages/photos";

const button =
  "flex min-h-11 items-center gap-2 rounded-full border border-line bg-paper-deep px-4 text-base font-semibold whitespace-nowrap text-ink hover:border-moss hover:text-moss";

/**
 * The zoom's dialog, empty: photo-zoom.ts fills it with the photo asked for, its caption and its
 * number. Rendered at build time into the gallery's `<template>`, so that its words and classes
 * come with the page, and its code, loaded on the first zoom, holds neither.
 */
export function PhotoZoomDialog({ count }: { count: number }) {
  const headingId = useId();
  return (
    <dialog
      aria-labelledby={headingId}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-paper p-0 text-ink open:flex motion-safe:transition-opacity motion-safe:duration-200 motion-safe:starting:open:opacity-0"
    >
      <div className="flex min-h-0 w-full flex-col gap-3 p-3 sm:p-5">
        <div className="flex items-center justify-between gap-4">
          <h2 id={headingId} aria-live="polite" className="font-display text-xl font-semibold">
            {fillNodes(messages.photoPosition, { number: <span data-photo-number />, count })}
          </h2>
          <button type="button" data-close className={button}>
            {messages.close}
          </button>
        </div>
        <figure className="flex min-h-0 flex-1 flex-col gap-3">
          {/* The photo, as large as the screen allows (`object-contain`: photo-zoom.ts). */}
          <div
            data-photo-area
            className="relative min-h-0 flex-1 touch-pan-y touch-pinch-zoom [&_img]:absolute [&_img]:inset-0 [&_img]:size-full [&_img]:object-contain"
          />
          <figcaption className="mx-auto max-w-3xl space-y-1 text-base" />
        </figure>
        {count > 1 && (
          <div className="flex justify-between gap-4">
            <button type="button" data-step="-1" className={button}>
              <Icon className="size-5 rtl:-scale-x-100">
                <path d="M15 18l-6-6 6-6" />
              </Icon>
              {messages.previous}
            </button>
            <button type="button" data-step="1" className={button}>
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
