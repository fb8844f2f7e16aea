import { articleBodyId } from "./article-body.tsx";

/**
 * An article's body for a visit from another page: read from its pre-rendered page, which alone
 * holds it (article-body.server.tsx); the offline atlas keeps that page too. Without it, the
 * page is loaded whole instead, rather than shown without its prose and lookalike pairs.
 */
export async function fetchArticleBody(url: string): Promise<string> {
  const response = await fetch(url).catch(() => undefined);
  const page = response?.ok ? await response.text() : "";
  const body = new DOMParser().parseFromString(page, "text/html").getElementById(articleBodyId);
  if (body) return body.innerHTML;
  window.location.assign(url);
  // The document load takes over: this page is never drawn without its body.
  return new Promise<never>(() => {});
}
