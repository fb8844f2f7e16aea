/** Where a built document is served: the URL links and the canonical use, and its other forms. */
export interface UrlForms {
  /** "/", "/about": every host serves the flat file about.html here with a 200. */
  url: string;
  /**
   * The other URLs a host may answer for it, each with the same page or a permanent redirect to
   * `url`: "/about/", "/about.html", "/about/index.html"; "/index.html" for the home page.
   */
  aliases: string[];
}

/**
 * The URL forms of a built file ("index.html", "about.html", "blog/first-walk.html"): the one
 * function that every host's rules, and `npm start`'s redirects, are made from. For a site under
 * a path (`base` "/fungi-atlas"), every form is under it, and the home page's URL is the folder
 * with its slash ("/fungi-atlas/"), which GitHub Pages serves; "/fungi-atlas" is one more alias.
 */
export function urlForms(file: string, base = ""): UrlForms {
  if (file === "index.html") {
    return { url: `${base}/`, aliases: [`${base}/index.html`, ...(base ? [base] : [])] };
  }
  const url = `${base}/${file.slice(0, -".html".length)}`;
  return { url, aliases: [`${url}/`, `${base}/${file}`, `${url}/index.html`] };
}
