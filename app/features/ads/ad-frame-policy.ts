import type { ConfigWithAds } from "./ads.schema.ts";
import { type Policy, originOf } from "#app/lib/csp.ts";

/**
 * The policy of the ad frame. The frame's isolation from the page (an opaque origin, or an origin
 * of its own) is what protects the site; this policy only keeps the frame's own document to what
 * ads do. Ad code chains: a tag's inline script loads a loader, which loads an auction's scripts,
 * which write inline scripts, frames and images from hosts no one can list in advance, some of
 * them with eval. So any https source may run script there, inline and eval'd script too
 * (docs/decisions/002). Only the site's pages may frame it.
 */
export function adFramePolicy(config: ConfigWithAds): Policy {
  return {
    "default-src": ["'none'"],
    // No hashes: browsers ignore 'unsafe-inline' when a hash is listed.
    "script-src": ["'self'", "https:", "'unsafe-inline'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'", "https:"],
    "img-src": ["'self'", "https:", "data:", "blob:"],
    "font-src": ["https:", "data:"],
    "media-src": ["https:", "blob:"],
    "connect-src": ["https:"],
    "frame-src": ["https:"],
    "base-uri": ["'none'"],
    "frame-ancestors": [config.ads.frameOrigin === undefined ? "'self'" : originOf(config.url)],
  };
}
