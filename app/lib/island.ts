/**
 * What makes a part of a pre-rendered page interactive on a page that React does not hydrate
 * (ADR 035): its module, loaded when the page holds its elements, gets them all at once. The
 * elements are marked `data-island="<name>"` by the components that render them at build time,
 * and carry what the island needs to know (settings, words) as attributes or content, so that no
 * island reads the owner's file.
 */
export interface Island {
  mount(elements: HTMLElement[]): void | Promise<void>;
}

/** The attribute that names an element's island (app/start-islands.ts). */
export const islandAttribute = "data-island";

/** `{ [islandAttribute]: name }`, spread on the element an island takes. */
export const islandOf = (name: string) => ({ [islandAttribute]: name });

/**
 * Dispatched on `window` once every island of the page has mounted (app/start-islands.ts): the
 * page has started. What must not compete with the page's own files (the service worker's
 * registration) waits for it.
 */
export const pageStartedEvent = "islands-started";
