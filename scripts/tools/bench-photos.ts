// The bench's page with photos: a species page whose first view holds a photo, in the site built
// with the photos variant, beside that build's no-script limit.
import type { LaunchedChrome } from "chrome-launcher";
import type { Server } from "node:http";
import { createStaticServer } from "#scripts/server/static-server.ts";
import { buildVariant } from "#tests/variants/build-variant.ts";
import { variants } from "#tests/variants/variants.ts";
import { buildNoScriptLimit } from "./bench-builds.ts";
import { measureInRounds, type Measurement, type MeasureSettings } from "./bench-lighthouse.ts";

/** A photo in its first view: the species' gallery comes under its title. */
const photoPage = "/types/chanterelle";

/**
 * Lighthouse on the photo page of the photos variant's build and of its no-script limit (made in
 * `work`), each served through `serve`, third parties blocked: the bench's pass with photos.
 */
export async function measurePhotoPage({
  settings,
  chrome,
  work,
  serve,
  blockedUrlPatterns,
}: {
  settings: MeasureSettings;
  chrome: LaunchedChrome;
  work: string;
  serve: (server: Server) => Promise<string>;
  blockedUrlPatterns: string[];
}): Promise<{ heading: string; results: Map<string, Measurement> }> {
  const photosBuild = (await buildVariant("photos")).site;
  const origins = {
    site: await serve(await createStaticServer(photosBuild)),
    limit: await serve(
      await createStaticServer(await buildNoScriptLimit(work, photosBuild, "photos-limit")),
    ),
  };
  const results = await measureInRounds(
    settings,
    Object.entries(origins).map(([build, origin]) => ({
      key: `${photoPage} ${build}`,
      label: `${build} with photos ${photoPage}`,
      chrome,
      origin,
      page: photoPage,
      blockedUrlPatterns,
    })),
  );
  const lcp = (build: string) => results.get(`${photoPage} ${build}`)?.lcp ?? Number.NaN;
  return {
    heading: `With photos in the first view: the site built with the photos variant (${variants.photos.description}), and that build with its scripts removed, its no-script limit (third parties blocked). LCP site / limit: ${(lcp("site") / lcp("limit")).toFixed(2)}x.`,
    results,
  };
}
