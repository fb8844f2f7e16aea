import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { defaults } from "#app/i18n/catalogues/en/defaults.ts";
import { SiteHeader } from "./site-header.tsx";
import { withSettings } from "#tests/fixtures/settings.tsx";

describe("SiteHeader", () => {
  it("offers the brand and every configured page, marking the current one", () => {
    const Header = createRoutesStub([{ path: "/blog", Component: SiteHeader }]);
    render(<Header initialEntries={["/blog"]} />, { wrapper: withSettings() });

    const banner = within(screen.getByRole("banner"));
    expect(banner.getAllByRole("link", { name: siteConfig.name })[0]).toHaveAttribute("href", "/");
    // The wide bar and the narrow menu (a closed popover) list the same links; CSS shows one.
    const menuButton = screen.getByRole("button", { name: "Menu" });
    const narrowMenu = document.getElementById(menuButton.getAttribute("popovertarget") ?? "");
    expect(narrowMenu).toHaveAttribute("aria-label", "Main menu");
    for (const nav of [banner.getByRole("navigation", { name: "Main" }), narrowMenu]) {
      if (!nav) throw new Error("navigation missing");
      const links = within(nav).getAllByRole("link", { hidden: true });
      expect(links.map((link) => link.textContent)).toEqual(
        // The shipped configuration leaves the labels to the site's words in its language.
        siteConfig.nav.map((item) => item.label ?? defaults[item.href.slice(1) as "about"]),
      );
      expect(links.filter((link) => link.getAttribute("aria-current") === "page")).toHaveLength(1);
    }
  });

  it("shows the shortName, where one is set, in the narrow header only", () => {
    const settings = {
      ...siteConfig,
      name: "Great Lakes Wild Mushroom Identification",
      shortName: "Lakes Fungi",
    };
    const Stub = createRoutesStub([{ path: "/", Component: SiteHeader }]);
    render(<Stub />, { wrapper: withSettings(settings) });

    const [wide, narrow] = within(screen.getByRole("banner")).getAllByRole("link", {
      name: /^(Great Lakes|Lakes Fungi)/,
    });
    expect(wide).toHaveTextContent("Great Lakes Wild Mushroom Identification");
    expect(narrow).toHaveTextContent(/^Lakes Fungi$/);
  });
});
