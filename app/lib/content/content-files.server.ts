import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { slugPattern } from "./frontmatter.ts";
import { contentSections } from "./sections.ts";

/** A Markdown file of the content folder: its fields, not yet checked, and its body. */
export interface Source {
  file: string;
  frontmatter: unknown;
  body: string;
}

/**
 * The Markdown files of the content folder, after checking where they are: `<section>.md` and
 * `<section>/<slug>.md` only.
 */
export async function contentFiles(
  directory: string,
  report: (file: string, problem: string) => void,
) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const sectionList = contentSections.join(", ");
  const files: string[] = [];
  for (const entry of entries) {
    const file = join(entry.parentPath, entry.name);
    const parts = relative(directory, file).split(/[\\/]/);
    const [top = "", name = ""] = parts;
    const isSection = (contentSections as readonly string[]).includes(top.replace(/\.md$/, ""));
    if (entry.isDirectory()) {
      if (parts.length === 1 && !isSection) {
        report(file, `is not a section: articles go in a section's folder (${sectionList})`);
      } else if (parts.length > 1) {
        report(file, "folders inside a section are not read: put the article beside the others");
      }
      continue;
    }
    if (!entry.name.endsWith(".md") || !isSection) {
      if (parts.length === 1 && entry.name.endsWith(".md")) {
        report(file, `is not a section (sections: ${sectionList})`);
      }
      // Images and other files beside the articles are read when an article names them.
      continue;
    }
    if (parts.length === 2 && !slugPattern.test(name.replace(/\.md$/, ""))) {
      report(file, 'slug: must be lowercase words joined by hyphens, e.g. "fly-agaric.md"');
      continue;
    }
    if (parts.length <= 2) files.push(file);
  }
  return files.toSorted();
}

/** Splits a Markdown file into its YAML frontmatter (between `---` lines) and its body. */
export async function readSource(
  file: string,
  report: (file: string, problem: string) => void,
): Promise<Source | undefined> {
  return splitSource(file, await readFile(file, "utf8"), report);
}

/** `readSource` for the route table, which is read synchronously. */
export function readSourceSync(
  file: string,
  report: (file: string, problem: string) => void,
): Source | undefined {
  return splitSource(file, readFileSync(file, "utf8"), report);
}

/** The one reader of a file's fields, for the build and the route table alike. */
function splitSource(
  file: string,
  raw: string,
  report: (file: string, problem: string) => void,
): Source | undefined {
  // Editors on Windows may start a file with a byte order mark: it is not part of the text.
  const text = raw.replace(/^\uFEFF/, "");
  const source = new VFile({ path: file, value: text });
  try {
    matter(source, { strip: true });
  } catch (error) {
    report(file, `frontmatter: is not valid YAML (${(error as Error).message.split("\n")[0]})`);
    return undefined;
  }
  // Nothing stripped: the file does not start with its fields.
  if (source.value === text) {
    report(file, "frontmatter: is missing: start the file with a --- line, the fields, then ---");
    return undefined;
  }
  return { file, frontmatter: source.data.matter, body: String(source.value) };
}
