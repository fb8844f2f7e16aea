/** A text's placeholders: "{brand}". */
export const placeholder = /\{(\w+)\}/g;

/**
 * "Welcome to {brand}" with `{ brand: "Fungi Atlas" }` -> "Welcome to Fungi Atlas". Apart from
 * `fillNodes` (fill-nodes.ts), which needs React: islands fill texts too (ADR 035).
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(placeholder, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
