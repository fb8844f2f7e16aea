import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import NotFoundRoute from "./not-found.tsx";
import { withSettings } from "#tests/fixtures/settings.tsx";

describe("NotFoundRoute", () => {
  it("tells the visitor, and marks the page for the islands that log the path and offer species", () => {
    const Stub = createRoutesStub([{ path: "*", Component: NotFoundRoute }]);
    const { container } = render(<Stub initialEntries={["/mushrooms/unknown"]} />, {
      wrapper: withSettings(),
    });

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    const islands = [...container.querySelectorAll("[data-island]")].map((element) =>
      element.getAttribute("data-island"),
    );
    expect(islands).toEqual(["unknown-path", "species-suggestions"]);
    // No species offered before the island has found some.
    expect(screen.queryByRole("navigation", { name: /these species/ })).toBeNull();
  });
});
