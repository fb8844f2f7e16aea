/** Where the Atom feed of every article is: linked from every page's head and footer. */
export const feedPath = "/feed.xml";
