import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The visitor's current year. The pre-rendered HTML carries the build year; right after hydration
 * it becomes the visitor's, so a site built last December still shows this year, without a
 * hydration mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
