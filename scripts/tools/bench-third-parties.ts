// The site's third parties as the bench sees them: their hosts, and how Chrome reaches the stub.
import type { SiteConfig } from "#app/config/site-config.ts";

/** Every host of the configured ad network and embeds: the stub answers for all of them. */
export function thirdPartyHosts(settings: SiteConfig): string[] {
  const { bannerScriptUrl, extraScriptUrl } = settings.ads ?? {};
  const urls = [bannerScriptUrl, extraScriptUrl, ...Object.values(settings.embeds)];
  const hosts = urls.flatMap((value) =>
    value !== undefined && URL.canParse(value) ? [new URL(value).hostname] : [],
  );
  return [...new Set(hosts)];
}

/** Chrome's flags that send every one of `hosts` to the local stub listening on `port`. */
export function stubFlags(hosts: string[], port: number): string[] {
  const thirdPartyRules = hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(", ");
  return [
    `--host-resolver-rules=${thirdPartyRules}`,
    // The stub's certificate is self-signed, made for this run.
    "--ignore-certificate-errors",
  ];
}
