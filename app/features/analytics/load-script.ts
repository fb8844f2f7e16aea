/**
 * Adds a provider's script to the page, async, with the attributes its snippet sets; resolves once
 * it has run. A script blocked by the visitor never resolves, and nothing waits on it.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener("load", () => resolve());
    document.head.append(script);
  });
}
