// The entry of the ad frame's script, bundled into one classic script and written inline into the
// frame's document by scripts/pipeline/ad-frame-plugin.ts: it must run while that document is parsed,
// when document.currentScript is its element.
import { runAdFrame } from "./ad-frame-script.ts";

runAdFrame(window, document.currentScript);
