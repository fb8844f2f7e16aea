import type { Plugin } from "vite";
import type { Catalogue } from "#app/i18n/catalogue.ts";

const prefix = "virtual:messages/";

/**
 * `import messages from "virtual:messages/consent"` gives the consent namespace of the site's
 * words (app/i18n/site-messages.ts): each chunk carries only its own namespace, in one language.
 * The modules' types are in app/i18n/messages.d.ts.
 */
export function messagesPlugin(messages: Catalogue): Plugin {
  return {
    name: "fungi-atlas:messages",
    resolveId(id) {
      if (id.startsWith(prefix)) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return;
      const namespace = id.slice(prefix.length + 1);
      if (!(namespace in messages)) this.error(`No message namespace "${namespace}"`);
      return `export default ${JSON.stringify(messages[namespace as keyof Catalogue])};`;
    },
  };
}
