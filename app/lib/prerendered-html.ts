import { createContext } from "react";

/**
 * HTML that the pre-rendering puts into a page and its data does not carry (entry.server.tsx):
 * the home page's atlas, the key's list of species. Given only then, "" in the browser, where the
 * element that shows it is hydrated with "" and React keeps the HTML already there, at no cost.
 */
export const PrerenderedHtmlContext = createContext("");
