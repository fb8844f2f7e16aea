import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { builtInCatalogues } from "#app/i18n/site-messages.ts";

/**
 * Where the declarations go: beside React Router's generated types, in a folder git ignores, and
 * listed in tsconfig.json. Not inside .react-router/types: the typegen that `npm run dev` starts
 * empties that folder while the server starts, so a file written there at the same time was
 * either deleted or, mid-removal, failed it (ENOTEMPTY), which stopped the dev server.
 */
const messagesTypesFile = fileURLToPath(
  new URL("../../.react-router/virtual-messages.d.ts", import.meta.url),
);

/** A module's declaration: its default export of `type`, then the lines of `exports`, if any. */
const declaration = (id: string, type: string, exports = "") =>
  `declare module "${id}" {\n  const value: ${type};\n  export default value;\n${exports}}\n`;

/** Whether a word's key can name an export of its namespace's module: a JavaScript name. */
export const isExportName = (key: string) => /^[A-Za-z_$][\w$]*$/.test(key);

/**
 * A namespace's module, as scripts/pipeline/messages-plugin.ts serves it: the namespace as its
 * default export, and each word whose key is a JavaScript name as an export of its own.
 */
function wordsDeclaration(namespace: string, keys: readonly string[]): string {
  const type = `import("#app/i18n/catalogue.ts").Catalogue["${namespace}"]`;
  const names = keys.filter(isExportName);
  const words = names.map((key, index) => `  const w${index}: ${type}["${key}"];\n`).join("");
  const exported = names.map((key, index) => `w${index} as ${key}`).join(", ");
  return declaration(`virtual:messages/${namespace}`, type, `${words}  export { ${exported} };\n`);
}

/**
 * The types of the modules scripts/pipeline/messages-plugin.ts serves: one `virtual:messages/<name>`
 * per namespace of the English catalogue (the core's, app/i18n/catalogues/en/, and the features',
 * app/features/<name>/words/en.ts), the reference every language has key for key.
 */
function messagesTypes(): string {
  return [
    "// Written by scripts/pipeline/messages-types.ts from the English catalogue: edit it, not this.\n",
    ...Object.entries(builtInCatalogues.en ?? {}).map(([namespace, words]) =>
      wordsDeclaration(namespace, Object.keys(words)),
    ),
    declaration("virtual:messages", `import("#app/i18n/catalogue.ts").Catalogue`),
    declaration("virtual:locale-data", `import("#app/i18n/locale-data.ts").LocaleData`),
    // Not words, but served beside them: where each field term is explained (term-links-plugin.ts).
    declaration("virtual:term-links", "Readonly<Record<string, string>>"),
  ].join("\n");
}

/**
 * Writes the declarations, unless the file already says the same: an unchanged file leaves the
 * editors' TypeScript and Vite's watcher alone.
 */
export function writeMessagesTypes(file = messagesTypesFile): void {
  const types = messagesTypes();
  if (existsSync(file) && readFileSync(file, "utf8") === types) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, types);
}

// `node scripts/pipeline/messages-types.ts`, in `npm run typecheck` before tsc.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) writeMessagesTypes();
