import type { Plugin } from "vite";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { localeData } from "#app/i18n/locale-data.ts";
import { isExportName, writeMessagesTypes } from "./messages-types.ts";

const catalogueId = "virtual:messages";
const prefix = `${catalogueId}/`;
const localeDataId = "virtual:locale-data";

/**
 * `virtual:messages/consent`, as a module's default export, is the consent namespace of the site's
 * words (app/i18n/site-messages.ts): each chunk carries only its own namespace, in one language.
 * `virtual:locale-data` gives the months' names and the digits of the site's language
 * (app/i18n/locale-data.ts). `virtual:messages` gives every namespace: what the root gives the
 * pages it renders at build time (app/root.tsx).
 * Their types are written from the English catalogue's namespaces (./messages-types.ts) when the
 * dev server or a build starts, so that an editor knows a new namespace without a typecheck.
 */
export function messagesPlugin(messages: Catalogue, language: string): Plugin {
  return {
    name: "fungi-atlas:messages",
    buildStart() {
      writeMessagesTypes();
    },
    resolveId(id) {
      if (id.startsWith(prefix) || id === catalogueId || id === localeDataId) return `\0${id}`;
    },
    load(id) {
      if (id === `\0${localeDataId}`)
        return `export default ${JSON.stringify(localeData(language))};`;
      // Every namespace, for the pre-rendering's root (ADR 037): never in the browser's code.
      if (id === `\0${catalogueId}`) return `export default ${JSON.stringify(messages)};`;
      if (!id.startsWith(`\0${prefix}`)) return;
      const namespace = id.slice(prefix.length + 1);
      if (!(namespace in messages)) this.error(`No message namespace "${namespace}"`);
      return wordsModule(messages[namespace as keyof Catalogue]);
    },
  };
}

/**
 * A namespace's module: the namespace as its default export, for a render that is given it whole
 * (ADR 037), and each word whose key is a JavaScript name as an export of its own, so that a chunk
 * that imports the namespace `* as` keeps only the words its code reads (the offline control's
 * few, not the offline page's and /privacy's).
 */
function wordsModule(words: object): string {
  const entries = Object.entries(words);
  const constants = entries.map(([, word], index) => `const w${index} = ${JSON.stringify(word)};`);
  const named = entries.flatMap(([key], index) =>
    isExportName(key) ? [`w${index} as ${key}`] : [],
  );
  const whole = entries.map(([key], index) => `${JSON.stringify(key)}: w${index}`);
  return [
    ...constants,
    `export { ${named.join(", ")} };`,
    `export default { ${whole.join(", ")} };`,
  ].join("\n");
}
