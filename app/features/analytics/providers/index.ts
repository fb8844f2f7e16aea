import { cloudflare } from "./cloudflare.ts";
import { ga4 } from "./ga4.ts";
import { goatcounter } from "./goatcounter.ts";
import { plausible } from "./plausible.ts";
import { umami } from "./umami.ts";

/** Every statistics provider, by the `provider` an owner writes: one file each, one line here. */
export const providers = { plausible, umami, goatcounter, cloudflare, ga4 };

type Providers = typeof providers;

/** `siteConfig.analytics`: one provider's settings. */
export type AnalyticsConfig = {
  [Name in keyof Providers]: Providers[Name] extends { start: (config: infer Config) => unknown }
    ? Config
    : never;
}[keyof Providers];

/** The configured provider, typed for its own settings. */
export const providerOf = <Config extends AnalyticsConfig>(config: Config) =>
  providers[config.provider] as unknown as import("./provider.ts").AnalyticsProvider<Config>;
