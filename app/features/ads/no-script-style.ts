/**
 * Without JavaScript no ad slot can ever fill, yet each keeps its 250 or 600 px: 500 px of empty
 * boxes on a phone's home page. This style, inside `<noscript>` in the pre-rendered page's head,
 * applies only then and hides the ads' landmarks whole.
 */
export const adsHiddenWithoutJavaScript =
  "aside:has([data-banner-id],[data-ad-script-slot]){display:none}";
