/**
 * Marks a link that an island answers in place (the header's Search opens a dialog): its page is
 * not fetched ahead, by Speculation Rules (scripts/pipeline/document/speculation-rules.ts) or the
 * fallback (app/components/layout/link-prefetch.island.ts), as it would be fetched for nothing.
 */
export const noPrefetchAttribute = "data-no-prefetch";
