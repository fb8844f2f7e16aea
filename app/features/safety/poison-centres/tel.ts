// Apart from the table, so that a page dialling one number does not carry every country's.

/** The digits a `tel:` link dials: "+49 30 19240" → "+493019240", "1-844-764-7669" → "18447647669". */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;
