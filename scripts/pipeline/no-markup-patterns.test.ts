import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

/**
 * The build changes pages on a parsed tree (document/), never by matching their markup: a pattern
 * of React Router's markup breaks silently when the framework changes how it writes it. This reads
 * every build source for a regular expression, or a string replaced in or searched for, that holds
 * a page's tag ("<script", "</head>"). The drawings the build makes itself (SVG) are not pages.
 */
const folder = "scripts/pipeline";
/** Sources that read only the site's own SVG drawings, never a page. */
const drawingSources = new Set(["drawing-palette.ts", "species-card.ts"]);
const sources = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !drawingSources.has(file),
);

/** The elements of a page's head and body that a patch of React Router's output would look for. */
const pageTag = /<\/?(!doctype|html|head|body|script|link|meta|style|noscript|title|main|img)\b/i;
const holdsTag = (text: string) => pageTag.test(text);
const stringMethods = new Set(["replace", "replaceAll", "includes", "indexOf", "split", "match"]);

type AstNode = { type?: string; [key: string]: unknown };

/** Every regular expression, or string argument of a string search, in the source that holds a tag. */
function markupPatterns(file: string, source: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== "object") return;
    const node = value as AstNode;
    const regex = node.regex as { pattern?: string } | undefined;
    if (node.type === "Literal" && regex?.pattern !== undefined && holdsTag(regex.pattern)) {
      found.push(`/${regex.pattern}/`);
    }
    if (node.type === "NewExpression" || node.type === "CallExpression") {
      const callee = node.callee as AstNode & { name?: string; property?: { name?: string } };
      const [first] = (node.arguments as AstNode[]) ?? [];
      const isSearch = callee.name === "RegExp" || stringMethods.has(callee.property?.name ?? "");
      if (isSearch && first?.type === "Literal" && typeof first.value === "string") {
        if (holdsTag(first.value)) found.push(JSON.stringify(first.value));
      }
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(parseSync(file, source).program);
  return found;
}

describe("the build's sources", () => {
  it("are read: the check below would pass on no files at all", () => {
    expect(sources).toContain("document/finish-document.ts");
  });

  it.each(sources)("%s matches no markup with a pattern", (file) => {
    expect(markupPatterns(file, readFileSync(join(folder, file), "utf8"))).toEqual([]);
  });

  it("would catch a pattern of React Router's markup", () => {
    const patching = `const a = /<script type="module" async="">/; html.replace("</head>", style);`;
    expect(markupPatterns("patch.ts", patching)).toEqual([
      '/<script type="module" async="">/',
      '"</head>"',
    ]);
  });
});
