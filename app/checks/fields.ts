import { z } from "zod";
import { localPreviewUrl } from "#app/lib/site-url.ts";

/** An absolute https URL: everything the site links to or loads from elsewhere must be encrypted. */
export const httpsUrl = z.url({
  protocol: /^https$/,
  error: (issue) =>
    typeof issue.input === "string" && issue.input.startsWith("http:")
      ? "must use https://"
      : "must be an absolute https:// URL",
});

export const nonEmpty = z.string().trim().min(1, "must not be empty");

/**
 * A plain-http origin on this machine, e.g. "http://localhost:4318": accepted for the site's and
 * the ad frames' origins in local previews and tests only (the build warns).
 */
const localPreviewOrigin = /^http:\/\/(localhost|127\.0\.0\.1):\d{1,5}$/;

/** An https URL, or a local preview origin followed by anything the caller then checks. */
const httpsOrLocalPreview = (localPreview: RegExp) =>
  z.union([z.string().regex(localPreview), httpsUrl], {
    error: (issue) =>
      typeof issue.input === "string" && issue.input.startsWith("http:")
        ? "must use https:// (plain http only as http://localhost:PORT or http://127.0.0.1:PORT, for local previews)"
        : "must be an absolute https:// URL",
  });

/** An origin only (scheme, host, port; no path): https, or a local preview origin. */
export const siteOrigin = httpsOrLocalPreview(localPreviewOrigin).refine(
  (url) => !URL.canParse(url) || new URL(url).pathname === "/",
  "must be an origin only, with no path",
);

/** Path segments of letters, digits and "-._~", with or without a trailing slash: "/fungi-atlas/". */
const plainPath = /^(\/[\w.~-]+)*\/?$/;

/**
 * The site's address: an origin, or an origin and the path the site is served under
 * ("https://user.github.io/fungi-atlas/"). No query or fragment: every URL of the site is made by
 * appending a path to it.
 */
export const siteUrl = httpsOrLocalPreview(localPreviewUrl)
  .refine((url) => !/[?#]/.test(url), {
    error:
      "must not have a query (?...) or a fragment (#...): write the site's address only, e.g. https://user.github.io/fungi-atlas/",
    abort: true,
  })
  .refine((url) => plainPath.test(new URL(url).pathname), {
    error:
      'its path may only hold letters, digits and "-._~" between slashes, e.g. https://user.github.io/fungi-atlas/',
    abort: true,
  })
  .refine((url) => !/\.html?\/?$/i.test(new URL(url).pathname), {
    error: "must be the address of the site's folder, not of a page: remove the file name",
  });

/** Whether the value being refined is an object whose fields a refinement can read. */
export const isObject = ({ value }: { value: unknown }) =>
  typeof value === "object" && value !== null;
