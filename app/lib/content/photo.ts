import type { Picture } from "#app/lib/content/images.server.ts";

/** What a photo shows of the fungus, in the order a forager looks at a find. */
export const photoStages = [
  "whole",
  "young",
  "mature",
  "underside",
  "section",
  "sporeprint",
  "habitat",
] as const;

export type PhotoStage = (typeof photoStages)[number];

/** Who took a photo and on what terms the site shows it, as its credit line says. */
export interface Credit {
  author: string;
  /** The licence as the credit line names it: "CC BY-SA 4.0", or words for PD and own. */
  licence: string;
  /** The licence's deed, which the credit links to; none for the owner's own photos. */
  deed?: string;
  /** The page where the original is; none for the owner's own photos. */
  source?: string;
}

/** A photo of an article, as its gallery, zoom and /credits show it. */
export interface Photo {
  /** Its `<picture>`, sized for the article's column. */
  picture: Picture;
  /** Its smallest width alone: a list's picture (a species' card), and /credits'. */
  thumbnail: Picture;
  /** The largest file the build made of it: what the photo links to, and what the zoom shows. */
  full: string;
  caption?: string;
  stage?: PhotoStage;
  /** Every photo has one; an article's lead `image` may not (the build warns). */
  credit?: Credit;
}
