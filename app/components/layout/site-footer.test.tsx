import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { defaults } from "#app/i18n/catalogues/en/defaults.ts";
import { SiteFooter } from "./site-footer.tsx";
import { withSettings } from "#tests/fixtures/settings.tsx";

const Footer = createRoutesStub([{ path: "/", Component: SiteFooter }]);

describe("SiteFooter", () => {
  it("renders the build year, marked for the island that makes it the visitor's", () => {
    render(<Footer />, { wrapper: withSettings() });
    const year = screen.getByRole("contentinfo").querySelector('[data-island="current-year"]');
    expect(year).toHaveTextContent(new RegExp(`^${__BUILD_YEAR__}$`));
    expect(year?.parentElement).toHaveTextContent(`© ${__BUILD_YEAR__} Fungi Atlas`);
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

  it("gives each social icon its network's tooltip, through the tooltips' island", () => {
    render(<Footer />, { wrapper: withSettings() });
    const followUs = within(screen.getByRole("region", { name: "Follow Us" }));
    const icons = followUs.getByRole("list");
    expect(icons).toHaveAttribute("data-island", "tooltips");
    expect(
      within(icons)
        .getAllByRole("link")
        .map((link) => link.dataset.tooltip),
    ).toEqual(siteConfig.footer.social.map((account) => account.label));
  });
});
