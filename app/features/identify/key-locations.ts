// Where the key's own parts are, apart from its page size (app/lib/content/key-pages.ts), which
// the route table reads too.

/** The key's species file: only the facts it asks about, loaded with the key's code. */
export const keySpeciesPath = "/identify/species.json";

/** The id of the key's results: the live summary jumps there. */
export const resultsId = "key-results";
