// The entry of /ad-frame.js, bundled into one classic script by scripts/build/ad-frame-plugin.ts:
// it must run while the frame's document is parsed, when document.currentScript is its element.
import { runAdFrame } from "./ad-frame-script.ts";

runAdFrame(window, document.currentScript);
