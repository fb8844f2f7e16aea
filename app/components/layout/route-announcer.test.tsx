import { act, render, screen } from "@testing-library/react";
import { Link, Outlet, createRoutesStub, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteAnnouncer } from "./route-announcer.tsx";
import { withSettings } from "#tests/fixtures/settings.tsx";

/** A page with its title, its heading, and links on: to the other page, one of its places, back. */
function page(title: string, other: string) {
  return function Page() {
    const navigate = useNavigate();
    return (
      <>
        <title>{title}</title>
        <h1>{title}</h1>
        <Link to={other}>Other page</Link>
        <Link to="#part">A place in this page</Link>
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      </>
    );
  };
}

function renderSite() {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <main>
            <Outlet />
          </main>
          <RouteAnnouncer />
        </>
      ),
      children: [
        { path: "/", Component: page("Home", "/about") },
        { path: "/about", Component: page("About", "/") },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />, { wrapper: withSettings() });
}

const status = () => screen.getByRole("status");
const heading = () => screen.getByRole("heading", { level: 1 });
const click = (name: string) =>
  act(() => screen.getByRole(name === "Back" ? "button" : "link", { name }).click());

describe("RouteAnnouncer", () => {
  it("says nothing and moves no focus on the first load", async () => {
    renderSite();
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(status()).toHaveTextContent("");
    expect(document.activeElement).toBe(document.body);
  });

  it("after a link, announces the new title and focuses the new page's h1", async () => {
    renderSite();
    await screen.findByRole("heading", { name: "Home" });
    await click("Other page");
    expect(heading()).toHaveTextContent("About");
    expect(status()).toHaveTextContent("About");
    expect(heading()).toHaveFocus();
  });

  it("a link to a place in the page neither announces nor moves focus", async () => {
    renderSite();
    await screen.findByRole("heading", { name: "Home" });
    const link = screen.getByRole("link", { name: "A place in this page" });
    link.focus();
    await click("A place in this page");
    expect(status()).toHaveTextContent("");
    expect(link).toHaveFocus();
  });

  it("back announces the page it returns to and leaves focus alone", async () => {
    renderSite();
    await screen.findByRole("heading", { name: "Home" });
    await click("Other page");
    const back = screen.getByRole("button", { name: "Back" });
    back.focus();
    await click("Back");
    expect(heading()).toHaveTextContent("Home");
    expect(status()).toHaveTextContent("Home");
    expect(heading()).not.toHaveFocus();
  });
});
