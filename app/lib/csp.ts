/** A Content-Security-Policy as directive name -> sources, in the order they are written. */
export type Policy = Record<string, string[]>;

/** A URL's origin, as a policy source: "https://forms.example.com". */
export const originOf = (url: string) => new URL(url).origin;
