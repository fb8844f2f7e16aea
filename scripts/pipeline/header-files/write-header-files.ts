import { writeFile } from "node:fs/promises";
import type { FileHeaders } from "#app/features/feature.ts";
import { join } from "node:path";
import { type DocumentPolicy, headerRules } from "./header-rules.ts";
import { renderHeadersFile, renderRedirectsFile } from "./netlify.ts";
import { renderNginxLocations } from "./nginx.ts";
import { renderVercelConfig } from "./vercel.ts";

/** The files hosts read for their configuration: they are not pages a visitor is sent. */
export const headerFiles = ["_headers", "_redirects", "vercel.json", "nginx-headers.conf"] as const;

/**
 * Writes the header files of the built site into `siteDirectory`: `_headers` and `_redirects`
 * (Netlify, Cloudflare Pages), `vercel.json` and `nginx-headers.conf`, from the documents' final
 * policies and the headers the features give their own `files`. `npm start` reads `_headers`.
 */
export async function writeHeaderFiles(
  siteDirectory: string,
  documents: readonly DocumentPolicy[],
  base = "",
  { files = [] }: { files?: readonly FileHeaders[] } = {},
): Promise<void> {
  const rules = headerRules(documents, base, files);
  await Promise.all([
    writeFile(join(siteDirectory, "_headers"), renderHeadersFile(rules, base)),
    writeFile(join(siteDirectory, "_redirects"), renderRedirectsFile(documents, base)),
    writeFile(join(siteDirectory, "vercel.json"), renderVercelConfig(rules)),
    writeFile(join(siteDirectory, "nginx-headers.conf"), renderNginxLocations(rules, base)),
  ]);
}
