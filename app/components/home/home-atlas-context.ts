import { createContext } from "react";

/**
 * The home page's atlas as HTML (home-atlas.server.tsx), given by the pre-rendering only
 * (entry.server.tsx): the page's data, and so its hydration script, does not carry it twice.
 */
export const HomeAtlasContext = createContext("");
