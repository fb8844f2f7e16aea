import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { siteMessages } from "./site-messages.ts";
import { useWords, WordsProvider } from "./words.ts";

// How the words reach a component (docs/decisions/037-words-flow-down-as-values.md): given where
// a render starts, never imported by the component, so one component speaks any language.

function SkipLink() {
  const { site: messages } = useWords();
  return <a href="#main">{messages.skipToContent}</a>;
}

describe("the words a render is given", () => {
  it("are the words a component shows: the same component in another language", () => {
    for (const language of ["en", "de"]) {
      const { unmount } = render(
        <WordsProvider value={siteMessages(language)}>
          <SkipLink />
        </WordsProvider>,
      );
      expect(screen.getByRole("link")).toHaveTextContent(siteMessages(language).site.skipToContent);
      unmount();
    }
    expect(siteMessages("de").site.skipToContent).not.toBe(siteMessages("en").site.skipToContent);
  });

  it("fail the render, naming the namespace, when it was not given", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { search } = siteMessages("en");
    expect(() =>
      render(
        <WordsProvider value={{ search }}>
          <SkipLink />
        </WordsProvider>,
      ),
    ).toThrow('The words "site" were not given to this render');
  });
});
