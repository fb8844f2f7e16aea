import type { RefObject } from "react";
import type { AdSource } from "./ad-frame.ts";

/** How far ahead of the viewport a slot starts loading: half a screen, so ads are ready on arrival. */
export const loadAhead = "50% 0px";

/**
 * What a slot (ad-slot.tsx) gives its loader (ad-frame-loader.tsx): its ad, the slot and its box,
 * and consent's answer. Apart from both, as the slot loads the loader on demand.
 */
export interface AdFrameLoaderProps {
  ad: AdSource;
  minHeight: 250 | 600;
  /** The path of the page the slot shows on: its ad's context. */
  pagePath: string;
  wideOnly: boolean;
  allowed: boolean;
  refused: boolean;
  slot: RefObject<HTMLElement | null>;
  box: RefObject<HTMLDivElement | null>;
  /** Called once the slot has folded away. */
  onFold: () => void;
}
