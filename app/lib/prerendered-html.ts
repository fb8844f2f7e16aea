import { createContext } from "react";

/**
 * HTML that the pre-rendering puts into a page and its data does not carry (entry.server.tsx):
 * the home page's atlas, an article's body, the key's list of species. Given only then, "" in the
 * browser, where the key's list is hydrated with "" and React keeps the HTML already there.
 */
export const PrerenderedHtmlContext = createContext("");
