/** The page that lists every country's poison centres, linked from every danger panel and the footer. */
export const poisonCentresPage = "/poison-centres";
