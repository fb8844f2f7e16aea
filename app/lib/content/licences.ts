/** The Creative Commons licences a photo may be under, by the part of their SPDX id after "CC-". */
const creativeCommons = ["BY", "BY-SA", "BY-NC", "BY-ND", "BY-NC-SA", "BY-NC-ND"] as const;
const versions = ["2.0", "2.5", "3.0", "4.0"] as const;

type CreativeCommons = `CC-${(typeof creativeCommons)[number]}-${(typeof versions)[number]}`;

/** A photo's licence: an SPDX id, `PD` for the public domain, or `own` for the owner's own photo. */
export type LicenceId = "CC0-1.0" | CreativeCommons | "PD" | "own";

/** Every licence a photo may be under, in the order the build lists them. */
export const licenceIds = [
  "CC0-1.0",
  ...creativeCommons.flatMap((kind) =>
    versions.map((version): CreativeCommons => `CC-${kind}-${version}`),
  ),
  "PD",
  "own",
] as const satisfies readonly LicenceId[];

/** What a licence allows, as far as this site's use of a photo goes. */
export interface LicenceTerms {
  /** Its short name as Creative Commons writes it, e.g. "CC BY-SA 4.0"; none for PD and own. */
  name?: string;
  /** The page that says what it allows (its deed), e.g. https://creativecommons.org/licenses/by-sa/4.0/. */
  deed?: string;
  /** Whether it forbids commercial use (NC). */
  nonCommercial: boolean;
  /** Whether it forbids adapted versions (ND). */
  noDerivatives: boolean;
}

/** The terms of a licence, read from its id. */
export function licenceTerms(id: LicenceId): LicenceTerms {
  if (id === "own") return { nonCommercial: false, noDerivatives: false };
  if (id === "PD") {
    return {
      deed: "https://creativecommons.org/publicdomain/mark/1.0/",
      nonCommercial: false,
      noDerivatives: false,
    };
  }
  if (id === "CC0-1.0") {
    return {
      name: "CC0 1.0",
      deed: "https://creativecommons.org/publicdomain/zero/1.0/",
      nonCommercial: false,
      noDerivatives: false,
    };
  }
  const [, kind = "", version = ""] = /^CC-(.+)-(\d\.\d)$/.exec(id) ?? [];
  return {
    name: `CC ${kind} ${version}`,
    deed: `https://creativecommons.org/licenses/${kind.toLowerCase()}/${version}/`,
    nonCommercial: kind.includes("NC"),
    noDerivatives: kind.includes("ND"),
  };
}

/**
 * Why a photo under `id` cannot be shown on a site with ads, in the build's words; undefined when
 * it can. NC forbids commercial use. ND forbids adapted versions, and a site that earns from the
 * photo crops it into the lists' pictures and re-encodes it: the build takes no such risk with
 * someone else's work while it shows ads.
 */
export function refusedWithAds(id: LicenceId): string | undefined {
  const { nonCommercial, noDerivatives } = licenceTerms(id);
  const forbids = [
    ...(nonCommercial ? ["commercial use"] : []),
    ...(noDerivatives ? ["adapted versions (the site crops and re-encodes its photos)"] : []),
  ];
  if (forbids.length === 0) return undefined;
  return `${id} forbids ${forbids.join(" and ")}, and this site shows ads`;
}
