import type { Island } from "#app/lib/island.ts";

/**
 * Puts each embed's frame in the page, from the markup its `<noscript>` holds for a browser
 * without JavaScript (iframe-embed.tsx), then the vendor's script where the embed has one. Each
 * frame in a task of its own: creating one (its browsing context and first document) takes
 * milliseconds, which on a slow phone made the task that did it the page's longest
 * (docs/benchmarks.md). A frame or script the vendor's host never answers (blocked, offline)
 * fires no error event the page must handle: the direct link over the frame stays for it.
 */
export default {
  mount(containers) {
    const scripts = new Set<string>();
    for (const container of containers) {
      setTimeout(() => {
        const fallback = container.querySelector(":scope > noscript");
        if (!fallback) return;
        fallback.outerHTML = fallback.textContent;
        const { script } = container.dataset;
        if (!script || scripts.has(script)) return;
        scripts.add(script);
        document.body.append(Object.assign(document.createElement("script"), { src: script }));
      });
    }
  },
} satisfies Island;
