import { redirectDocument } from "react-router";

/**
 * On the page React hydrates (/search, ADR 035 and 036), a navigation to another page loads it as
 * a document, as every link of the other pages does: that page then starts its own islands, or
 * hydrates, and the browser may show it from its prefetch
 * (scripts/pipeline/document/speculation-rules.ts). The root's client middleware, so that every
 * way React Router navigates (a `Link`, a `NavLink`, a form, `navigate()`) takes it, before any of
 * the page's data is asked for. A change of the address's query or hash stays on the page, which
 * reads it (the search's words).
 */
export function loadOtherPagesAsDocuments({ request }: { request: Request }): void {
  const target = new URL(request.url);
  if (target.pathname !== location.pathname) throw redirectDocument(target.href);
}
