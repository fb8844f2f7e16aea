import { useSettings } from "#app/config/settings.ts";
import { fill } from "#app/i18n/format.ts";
import { fillNodes } from "#app/i18n/fill-nodes.ts";
import { contentAttributesOf } from "#app/i18n/owner-words.ts";

/** The attributes of the content's words on this site (`contentAttributesOf`). */
export const useContentAttributes = () => contentAttributesOf(useSettings());

/**
 * Words of the content (a species' name, its habitat) among the site's own, marked with the
 * content's language where the site speaks another: isolated (`bdi`), so that a name in English
 * keeps its order in an Arabic sentence. As they are where the two languages are the same.
 */
export function ContentText({ children }: { children: React.ReactNode }) {
  const attributes = useContentAttributes();
  return attributes.lang === undefined ? children : <bdi {...attributes}>{children}</bdi>;
}

/**
 * `fill` for a sentence of the site's words around the content's (the two names of a pair), each
 * as `ContentText` where their languages differ; the plain string where they are the same.
 */
export function useFillWithContent() {
  const attributes = useContentAttributes();
  return (template: string, values: Record<string, string>): React.ReactNode =>
    attributes.lang === undefined
      ? fill(template, values)
      : fillNodes(
          template,
          Object.fromEntries(
            Object.entries(values).map(([key, value]) => [
              key,
              <bdi key={key} {...attributes}>
                {value}
              </bdi>,
            ]),
          ),
        );
}
