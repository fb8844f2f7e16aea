import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { defaults } from "#app/i18n/catalogues/en/defaults.ts";
import { SiteFooter } from "./site-footer.tsx";
import { withSettings } from "#tests/fixtures/settings.tsx";

const Footer = createRoutesStub([{ path: "/", Component: SiteFooter }]);

describe("SiteFooter", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the visitor's year, even when the site was built years before", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-06-01T12:00:00Z") });
    render(<Footer />, { wrapper: withSettings() });
    expect(screen.getByText(/© 2031 Fungi Atlas/)).toBeInTheDocument();
  });

  it("pre-renders the build year, which hydration then replaces", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-06-01T12:00:00Z") });
    const Settings = withSettings();
    expect(
      renderToString(
        <Settings>
          <Footer />
        </Settings>,
      ),
    ).toContain(`© ${__BUILD_YEAR__} Fungi Atlas`);
  });

  it("lists the configured quick links, partners and social accounts", () => {
    render(<Footer />, { wrapper: withSettings() });
    const quickLinks = within(screen.getByRole("navigation", { name: "Quick Links" }));
    expect(quickLinks.getAllByRole("link").map((link) => link.textContent)).toEqual(
      siteConfig.footer.quickLinks.map(
        (link) => link.label ?? defaults[link.href.slice(1) as "about"],
      ),
    );

    const partners = within(screen.getByRole("region", { name: "Partners" })).getAllByRole("link");
    expect(partners.map((link) => link.getAttribute("href"))).toEqual(
      siteConfig.footer.partners.map((partner) => partner.href),
    );
    for (const partner of partners) {
      expect(partner).toHaveAttribute("target", "_blank");
      expect(partner).toHaveAttribute("rel", expect.stringContaining("noopener"));
    }

    const followUs = within(screen.getByRole("region", { name: "Follow Us" }));
    const social = within(followUs.getByRole("list")).getAllByRole("link");
    expect(social.map((link) => link.getAttribute("aria-label"))).toEqual(
      siteConfig.footer.social.map((account) => `Fungi Atlas on ${account.label}`),
    );
    expect(followUs.getByRole("link", { name: "Article feed (Atom)" })).toHaveAttribute(
      "href",
      "/feed.xml",
    );
  });

  it("leaves the focus where a key took it the moment the tooltips' code came", async () => {
    render(<Footer />, { wrapper: withSettings() });
    const onX = screen.getByRole("link", { name: "Fungi Atlas on X" });
    const feed = screen.getByRole("link", { name: "Article feed (Atom)" });
    await act(async () => {
      // Focus among the icons fetches the tooltips, which then take the focus over to their own
      // copy of the icon.
      onX.focus();
      await import("./tooltips.tsx");
      // Tab right after: a task of its own, so whatever ran when the code came has finished.
      feed.focus();
    });
    expect(screen.getByRole("link", { name: "Fungi Atlas on X" })).not.toBe(onX);
    expect(feed).toHaveFocus();
  });
});
