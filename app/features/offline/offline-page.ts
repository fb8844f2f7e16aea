import type { AtlasPage, SavedAtlas } from "./offline-names.ts";

/**
 * The page the service worker answers with, in place of a page the device has not saved, when
 * there is no network: the build writes it in the site's language, the worker lists in it what
 * is saved. It is plain HTML without scripts, styled by the site's stylesheet (in the shell).
 */
export interface OfflinePageTemplate {
  /** The whole document, with `savedSlot` where the list of what is saved goes. */
  html: string;
  /** Its Content-Security-Policy, sent as a header: the site's stylesheet, and nothing to run. */
  policy: string;
  language: string;
  words: {
    savedHeading: string;
    /** "The atlas, saved on {date}:" */
    atlasSavedOn: string;
    openedHeading: string;
    nothingSaved: string;
  };
}

const savedSlot = "<!--saved-->";

/** Text made safe to write into HTML, between tags or in a double-quoted attribute. */
const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

const linkClass = "font-semibold text-moss underline underline-offset-4";

/** What the build knows that the offline page says. */
export interface OfflinePageText {
  language: string;
  direction: "ltr" | "rtl";
  brand: string;
  title: string;
  text: string;
  words: OfflinePageTemplate["words"];
}

/** The offline page, built once per build; `stylesheet` is the site's, e.g. "/assets/styles-1a.css". */
export function offlinePageTemplate(
  text: OfflinePageText,
  { base, stylesheet }: { base: string; stylesheet: string },
): OfflinePageTemplate {
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(text.language)}" dir="${text.direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${text.title} | ${text.brand}`)}</title>
<link rel="stylesheet" href="${escapeHtml(`${base}${stylesheet}`)}">
</head>
<body>
<header class="flex h-16 items-center border-b border-line px-5 sm:px-8">
<a href="${escapeHtml(`${base}/`)}" class="flex min-h-11 items-center font-display text-xl font-bold tracking-tight text-ink">${escapeHtml(text.brand)}</a>
</header>
<main class="mx-auto max-w-3xl px-5 py-10 sm:px-8 md:py-16">
<h1 class="mb-8 font-display text-4xl font-bold tracking-tight text-ink sm:text-5xl">${escapeHtml(text.title)}</h1>
<div class="space-y-8 text-lg leading-relaxed text-ink-muted">
<p>${escapeHtml(text.text)}</p>
${savedSlot}
</div>
</main>
</body>
</html>
`;
  return {
    html,
    policy:
      "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    language: text.language,
    words: text.words,
  };
}

/** A page that is kept because the visitor opened it: its URL, and its title as it showed it. */
export interface OpenedPage {
  url: string;
  title: string;
}

const listOf = (items: readonly string[]) =>
  `<ul class="list-disc space-y-1 ps-6">${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

/**
 * The offline page with what the device has saved: the atlas's pages with the day it was saved,
 * then the pages the visitor opened that the atlas does not hold. `base` is the site's path.
 */
export function fillOfflinePage(
  template: OfflinePageTemplate,
  {
    saved,
    opened,
    base,
  }: { saved?: SavedAtlas | undefined; opened: readonly OpenedPage[]; base: string },
): string {
  const { words } = template;
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" class="${linkClass}">${escapeHtml(label)}</a>`;
  const atlasPage = ({ path, label, detail }: AtlasPage) =>
    link(`${base}${path}`, label) + (detail ? ` (${escapeHtml(detail)})` : "");
  const inAtlas = new Set(saved?.pages.map(({ path }) => `${base}${path}`));
  const others = opened.filter(({ url }) => !inAtlas.has(url));
  const date = saved
    ? new Intl.DateTimeFormat(template.language, { dateStyle: "long" }).format(saved.savedAt)
    : "";
  const parts = [
    `<h2 id="offline-saved" class="mb-3 font-display text-2xl font-semibold text-ink">${escapeHtml(words.savedHeading)}</h2>`,
    ...(saved
      ? [
          `<p>${escapeHtml(words.atlasSavedOn.replace("{date}", date))}</p>`,
          listOf(saved.pages.map(atlasPage)),
        ]
      : []),
    ...(others.length > 0
      ? [
          `<h3 class="mt-6 mb-2 font-semibold text-ink">${escapeHtml(words.openedHeading)}</h3>`,
          listOf(others.map(({ url, title }) => link(url, title))),
        ]
      : []),
    ...(!saved && others.length === 0 ? [`<p>${escapeHtml(words.nothingSaved)}</p>`] : []),
  ];
  return template.html.replace(
    savedSlot,
    `<section aria-labelledby="offline-saved">${parts.join("")}</section>`,
  );
}
