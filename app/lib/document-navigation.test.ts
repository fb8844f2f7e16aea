import { describe, expect, it, vi } from "vitest";
import { loadOtherPagesAsDocuments } from "./document-navigation.ts";

/** What the middleware does with a navigation from `from` to `to`: the document it loads, if any. */
function documentLoaded(from: string, to: string): string | undefined {
  vi.stubGlobal("location", new URL(from));
  try {
    loadOtherPagesAsDocuments({ request: new Request(to) });
    return undefined;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.headers.get("X-Remix-Reload-Document")).toBe("true");
    return thrown.headers.get("Location") ?? "";
  }
}

describe("loadOtherPagesAsDocuments", () => {
  it("loads another page as a document, its query kept", () => {
    expect(
      documentLoaded("https://a.example/identify", "https://a.example/types/chanterelle"),
    ).toBe("https://a.example/types/chanterelle");
    expect(
      documentLoaded("https://a.example/search?q=cep", "https://a.example/identify?cap=red"),
    ).toBe("https://a.example/identify?cap=red");
  });

  it("leaves a change of the page's own query to the page", () => {
    expect(documentLoaded("https://a.example/identify", "https://a.example/identify?cap=red")).toBe(
      undefined,
    );
    expect(documentLoaded("https://a.example/search?q=a", "https://a.example/search?q=ab")).toBe(
      undefined,
    );
  });
});
