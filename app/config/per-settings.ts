import type { SiteConfig } from "./site-config.ts";

/**
 * `make` as a function made once per settings object: the build asks for the same settings' words
 * for each article it renders.
 */
export function perSettings<Value>(make: (settings: SiteConfig) => Value) {
  const made = new WeakMap<SiteConfig, Value>();
  return (settings: SiteConfig): Value => {
    const value = made.get(settings) ?? make(settings);
    made.set(settings, value);
    return value;
  };
}
