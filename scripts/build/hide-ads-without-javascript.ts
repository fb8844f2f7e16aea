/**
 * Without JavaScript no ad slot can ever fill, yet each keeps its 250 or 600 px: 500 px of empty
 * boxes on a phone's home page. This style, inside `<noscript>`, applies only then and hides the
 * ads' landmarks whole. Written by the build into the head, so it costs the browser bundle nothing.
 */
const noScriptStyle =
  "<noscript><style>aside:has([data-banner-id],[data-ad-script-slot]){display:none}</style></noscript>";

/** Adds the style that hides the ad slots without JavaScript at the end of the page's head. */
export function hideAdsWithoutJavaScript(html: string): string {
  if (!html.includes("</head>")) throw new Error("the page has no </head> to put the style before");
  return html.replace("</head>", `${noScriptStyle}</head>`);
}
