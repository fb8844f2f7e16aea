/** How far ahead of the viewport a slot starts loading: half a screen, so ads are ready on arrival. */
export const loadAhead = "50% 0px";
