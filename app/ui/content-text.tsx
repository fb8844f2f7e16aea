import { fill } from "#app/i18n/format.ts";
import { fillNodes } from "#app/i18n/fill-nodes.ts";

/**
 * The attributes of a block of the content's words on this site (`contentAttributesOf`, fixed by
 * the build): none where the content is in the site's language.
 */
export const contentAttributes = __CONTENT_ATTRIBUTES__ ?? {};

/**
 * Words of the content (a species' name, its habitat) among the site's own, marked with the
 * content's language where the site speaks another: isolated (`bdi`, whose direction is its
 * words'), so that a name in English keeps its order in an Arabic sentence. As they are where the
 * two languages are the same, where the bundler leaves the rest out (the key's budget).
 */
export function ContentText({ children }: { children: React.ReactNode }) {
  return __CONTENT_ATTRIBUTES__ === null ? (
    children
  ) : (
    <bdi lang={__CONTENT_ATTRIBUTES__.lang}>{children}</bdi>
  );
}

/**
 * `fill` for a sentence of the site's words around the content's (the two names of a pair), each
 * as `ContentText` where their languages differ; the plain string where they are the same.
 */
export function fillWithContent(template: string, values: Record<string, string>) {
  return __CONTENT_ATTRIBUTES__ === null
    ? fill(template, values)
    : fillNodes(
        template,
        Object.fromEntries(
          Object.entries(values).map(([key, value]) => [
            key,
            <ContentText key={key}>{value}</ContentText>,
          ]),
        ),
      );
}
