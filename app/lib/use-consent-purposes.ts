import { useSyncExternalStore } from "react";
import { type Purposes, publishedPurposes, watchPurposes } from "./consent-purposes.ts";

// The consent store's hooks, apart from it: the islands read the store with no React in their graph.

/** Whether a purpose is allowed: false in the pre-rendered HTML and until consent decides. */
export function useAllowed(purpose: keyof Purposes): boolean {
  return useSyncExternalStore(
    watchPurposes,
    () => publishedPurposes()?.[purpose] ?? false,
    () => false,
  );
}

/** Whether consent has decided against a purpose: false until it has decided. */
export function useRefused(purpose: keyof Purposes): boolean {
  return useSyncExternalStore(
    watchPurposes,
    () => {
      const purposes = publishedPurposes();
      return purposes !== undefined && !purposes[purpose];
    },
    () => false,
  );
}
