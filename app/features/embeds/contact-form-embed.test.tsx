import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { ContactFormEmbed, withCategory } from "./contact-form-embed.tsx";
import { withSettings } from "#tests/fixtures/settings.tsx";

describe("withCategory", () => {
  it("adds the category as the query of a plain form URL", () => {
    expect(withCategory("https://forms.example.com/widget/form/abc", "mushrooms")).toBe(
      "https://forms.example.com/widget/form/abc?category=mushrooms",
    );
  });

  it("URL-encodes the category, a space as %20", () => {
    expect(withCategory("https://forms.example.com/f", "wild & edible/100%")).toBe(
      "https://forms.example.com/f?category=wild%20%26%20edible%2F100%25",
    );
  });

  it("keeps the form URL's own parameters and fragment", () => {
    expect(withCategory("https://forms.example.com/f?lang=en#top", "fungi")).toBe(
      "https://forms.example.com/f?lang=en&category=fungi#top",
    );
  });
});

describe("ContactFormEmbed", () => {
  it("gives its island the frame in <noscript> and the vendor's script to load after it", () => {
    const { container } = render(<ContactFormEmbed />, { wrapper: withSettings() });
    const island = container.querySelector<HTMLElement>('[data-island="embed"]');
    expect(island?.dataset.script).toBe(siteConfig.embeds.contactFormScriptUrl);
    // Not in the page as it loads: the island adds it (embed.island.ts).
    expect(screen.queryByTitle(/contact form/i)).toBeNull();
    expect(island?.querySelector(":scope > noscript")).not.toBeNull();
  });
});
