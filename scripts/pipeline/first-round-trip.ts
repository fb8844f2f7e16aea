/**
 * What a server sends on a new connection before waiting for the visitor's first acknowledgement:
 * TCP's initial window of ten segments of 1,460 bytes (RFC 6928). Lighthouse's simulated phone
 * uses the same window, and waits for a page's whole document before it paints.
 */
export const firstRoundTripBytes = 10 * 1460;
