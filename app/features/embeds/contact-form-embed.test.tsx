import { render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
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

const vendorScripts = () =>
  Array.from(document.scripts).filter(
    (script) => script.getAttribute("src") === siteConfig.embeds.contactFormScriptUrl,
  );

describe("ContactFormEmbed", () => {
  it("adds the frame a task after mounting, then the vendor's script, once however often it mounts", async () => {
    const first = render(
      <StrictMode>
        <ContactFormEmbed />
      </StrictMode>,
      { wrapper: withSettings() },
    );
    // Not in the task that mounts (hydration's, on a pre-rendered page): creating a frame is costly.
    expect(screen.queryByTitle(/contact form/i)).toBeNull();
    expect(vendorScripts()).toHaveLength(0);
    const frame = await screen.findByTitle(/contact form/i);
    // The script follows in the effect after the frame's render.
    await waitFor(() => expect(vendorScripts()).toHaveLength(1));
    const [script] = vendorScripts();
    expect(script?.async).toBe(true);
    expect(frame.compareDocumentPosition(script as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    // Leaving the page and coming back mounts a new form; the script stays, single.
    first.unmount();
    expect(vendorScripts()).toHaveLength(1);
    render(<ContactFormEmbed />, { wrapper: withSettings() });
    await screen.findByTitle(/contact form/i);
    expect(vendorScripts()).toHaveLength(1);
  });
});
