/**
 * The element `selector` finds in `scope`: markup the build or a script wrote, which always holds
 * it. A missing one is a bug in that markup, and the error names it (`markup`, e.g. "the offline
 * control (offline-control.tsx)").
 */
export function markupPart<Found extends Element = HTMLElement>(
  scope: ParentNode,
  selector: string,
  markup: string,
): Found {
  const found = scope.querySelector<Found>(selector);
  if (!found) throw new Error(`${selector} is missing from ${markup}.`);
  return found;
}
