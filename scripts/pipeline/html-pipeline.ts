import type { SiteConfig } from "#app/config/site-config.ts";
import type { Feature } from "#app/features/feature.ts";
import { siteFeatures } from "#app/features/index.ts";
import { htmlFilesIn } from "#app/lib/html-files.server.ts";
import { featureSources } from "./policy/feature-sources.ts";
import { type FileWorkers, forEachAtMost, tasksInFlight } from "./file-workers.ts";
import type { DocumentPolicy } from "./header-files/header-rules.ts";

/**
 * The one pass over the built site: finishes every HTML file in `siteDirectory` in place
 * (`finishDocument`), on every core, a few at a time, so that a large site's pages are never all
 * in memory at once. Returns each document's policy, for the header files.
 */
export async function finishDocuments(
  siteDirectory: string,
  config: SiteConfig,
  workers: FileWorkers,
  features: readonly Feature[] = siteFeatures,
): Promise<DocumentPolicy[]> {
  const sources = featureSources(config, features);
  // The features' documents that are not pages (the ad frame), each with its own policy.
  const ownPolicies = new Map(
    features.flatMap((feature) => feature.documents?.(config) ?? []).map((d) => [d.file, d.policy]),
  );
  const files = await htmlFilesIn(siteDirectory);
  const policies: DocumentPolicy[] = [];
  await forEachAtMost(files, tasksInFlight, async (file) => {
    const ownPolicy = ownPolicies.get(file);
    const { policy } = await workers.finishPage({
      siteDirectory,
      file,
      ownPolicy,
      config,
      sources,
    });
    policies.push({ file, policy });
  });
  return policies;
}
