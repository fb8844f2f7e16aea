import { dirname, resolve } from "node:path";
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { basePath } from "#app/lib/site-url.ts";
import { type ContentImage, describeImage, type Picture, pictureOf } from "./images.server.ts";
import type { FeatureFrontmatter } from "./frontmatter.ts";
import type { MarkdownStep } from "./markdown-step.ts";

/** A second-level heading of an article: an entry of its table of contents. */
export interface Heading {
  id: string;
  text: string;
}

/** Markdown turned into what the page shows. */
export interface RenderedMarkdown {
  /** The HTML of the body; "" when the body is empty. */
  html: string;
  headings: Heading[];
  /** Minutes a reader needs, at 200 words a minute; at least 1. */
  readingMinutes: number;
  /** The images the body shows, for the build to make their files. */
  images: ContentImage[];
  /** What is wrong with the body, e.g. a link to a missing page, one line each. */
  problems: string[];
  /** The site's pages it links to, e.g. ["/types/chanterelle"]: it is right while they exist. */
  linkedPaths: string[];
}

export interface RenderOptions {
  /** The Markdown file, e.g. "content/types/fly-agaric.md": images are found relative to it. */
  file: string;
  /** Every path of the site a link may point to, e.g. "/types/fly-agaric". */
  sitePaths: ReadonlySet<string>;
  /**
   * The site's URL, e.g. "https://fungi-atlas.example": links elsewhere are external, and links to
   * its pages and its images' URLs go under its path, if it has one ("/fungi-atlas/about").
   */
  siteUrl: string;
  /** Whether the first image of the body loads at once; false when a lead image is above it. */
  eagerFirstImage: boolean;
  /** The features' steps over the rendered body, in order (the glossary's term links). */
  markdownSteps?: readonly MarkdownStep[];
  /**
   * The features' fields of the article's frontmatter, which their steps read (the glossary's
   * `otherSenses`); none for a section's intro.
   */
  frontmatter?: FeatureFrontmatter;
  /** What a task list's box says to a screen reader, in the site's language. */
  taskWords: { taskDone: string; taskToDo: string };
}

const wordsPerMinute = 200;

const markdownParser = unified().use(remarkParse).use(remarkGfm);
// `<img/>`, as React writes void elements (html-validate's configured style).
const htmlPrinter = unified().use(rehypeStringify, { closeSelfClosing: true });

/** What the plugins below gather while they change the tree, for `renderMarkdown` to return. */
interface Gathered {
  headings: Heading[];
  images: ContentImage[];
  problems: string[];
  linkedPaths: string[];
}

/** Each heading links to itself, so a reader can copy a link to the section; h2s make the contents. */
const headingLinks = (gathered: Gathered) => () => (tree: Root) =>
  visit(tree, "element", (element) => {
    if (/^h[2-6]$/.test(element.tagName)) linkHeadingToItself(element, gathered.headings);
  });

/** Links to the site's pages are checked and put under its path; links elsewhere are marked. */
const checkedLinks = (gathered: Gathered, options: RenderOptions) => () => (tree: Root) =>
  visit(tree, "element", (element) => {
    if (element.tagName === "a") checkLink(element, options, gathered);
  });

/** A task list's checkboxes become marks with their state in words. */
const taskStates = (options: RenderOptions) => () => (tree: Root) =>
  visit(tree, "element", (element) => {
    if (element.tagName === "input" && element.properties.type === "checkbox") {
      showTaskState(element, options.taskWords);
    }
  });

/** Each image becomes a responsive `<picture>` of the files the build makes from it. */
const pictures = (gathered: Gathered, options: RenderOptions) => () => async (tree: Root) => {
  const images: Element[] = [];
  visit(tree, "element", (element) => {
    if (element.tagName === "img") images.push(element);
  });
  for (const element of images) {
    const loadAtOnce = options.eagerFirstImage && gathered.images.length === 0;
    const src = String(element.properties.src ?? "");
    try {
      const image = await describeImage(resolve(dirname(options.file), decodeURI(src)));
      gathered.images.push(image);
      const alt = String(element.properties.alt ?? "");
      replaceWithPicture(element, pictureOf(image, alt, basePath(options.siteUrl)), {
        eager: loadAtOnce,
      });
    } catch (error) {
      gathered.problems.push(`image "${src}": ${(error as Error).message}`);
    }
  }
};

/**
 * Renders a Markdown body at build time: GitHub-flavoured Markdown, headings with ids that link
 * to themselves, links checked and marked, images as responsive `<picture>` elements.
 */
export async function renderMarkdown(
  markdown: string,
  options: RenderOptions,
): Promise<RenderedMarkdown> {
  const gathered: Gathered = { headings: [], images: [], problems: [], linkedPaths: [] };
  const tree = (await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(headingLinks(gathered))
    .use(checkedLinks(gathered, options))
    .use(taskStates(options))
    .use(pictures(gathered, options))
    .run(markdownParser.parse(markdown))) as Root;
  for (const step of options.markdownSteps ?? [])
    step.transformer(options.file, options.siteUrl, options.frontmatter ?? {})?.(tree);
  const empty = tree.children.length === 0;
  const words = empty ? 0 : toString(tree).split(/\s+/).filter(Boolean).length;
  return {
    html: empty ? "" : htmlPrinter.stringify(tree),
    readingMinutes: Math.max(1, Math.ceil(words / wordsPerMinute)),
    ...gathered,
  };
}

/** Wraps the heading's text in a link to itself, so a reader can copy a link to the section. */
function linkHeadingToItself(heading: Element, headings: Heading[]) {
  const id = String(heading.properties.id ?? "");
  if (heading.tagName === "h2") headings.push({ id, text: toString(heading).trim() });
  heading.children = [
    { type: "element", tagName: "a", properties: { href: `#${id}` }, children: heading.children },
  ];
}

/**
 * Links to the site's own pages must lead to one of them; links elsewhere get
 * `rel="noopener noreferrer"`, so the other site learns nothing of this page and cannot reach it.
 */
function checkLink(
  link: Element,
  options: RenderOptions,
  { problems, linkedPaths }: Pick<Gathered, "problems" | "linkedPaths">,
) {
  const href = String(link.properties.href ?? "");
  if (href.startsWith("#") || /^(mailto|tel):/i.test(href)) return;
  const site = new URL(options.siteUrl);
  const url = URL.parse(href, site);
  if (!url || !/^https?:$/.test(url.protocol)) {
    problems.push(`link "${href}": is not a web address`);
    return;
  }
  if (url.origin !== site.origin) {
    link.properties.rel = ["noopener", "noreferrer"];
    return;
  }
  if (!href.startsWith("/") || href.startsWith("//")) {
    problems.push(`link "${href}": write a link to this site's pages as a path, e.g. "/about"`);
    return;
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
  if (!options.sitePaths.has(path)) {
    problems.push(`link "${href}": ${path} is not a page of this site`);
    return;
  }
  linkedPaths.push(path);
  // Written as a path of the site ("/about"), served under the site's path ("/fungi-atlas/about").
  link.properties.href = basePath(options.siteUrl) + href;
}

/**
 * A task list's checkbox becomes a mark and its state in words: GitHub's disabled checkboxes
 * would be form controls without a label, read as "checkbox, dimmed" with nothing to check.
 */
function showTaskState(checkbox: Element, messages: RenderOptions["taskWords"]) {
  const done = Boolean(checkbox.properties.checked);
  Object.assign(checkbox, {
    type: "element",
    tagName: "span",
    properties: {},
    children: [
      {
        type: "element",
        tagName: "span",
        properties: { ariaHidden: "true", className: ["me-2", "inline-block", "w-4", "text-moss"] },
        children: [{ type: "text", value: done ? "✓" : "○" }],
      },
      {
        type: "element",
        tagName: "span",
        properties: { className: ["sr-only"] },
        children: [{ type: "text", value: done ? messages.taskDone : messages.taskToDo }],
      },
    ],
  } satisfies Element);
}

function replaceWithPicture(img: Element, picture: Picture, { eager }: { eager: boolean }) {
  const sources: ElementContent[] = picture.sources.map((source) => ({
    type: "element",
    tagName: "source",
    properties: { type: source.type, srcSet: source.srcSet, sizes: picture.sizes },
    children: [],
  }));
  const fallback: Element = {
    type: "element",
    tagName: "img",
    properties: {
      src: picture.src,
      srcSet: picture.srcSet,
      sizes: picture.sizes,
      width: picture.width,
      height: picture.height,
      alt: picture.alt,
      loading: eager ? "eager" : "lazy",
      decoding: "async",
      ...(eager ? { fetchPriority: "high" } : {}),
    },
    children: [],
  };
  Object.assign(img, { tagName: "picture", properties: {}, children: [...sources, fallback] });
}
