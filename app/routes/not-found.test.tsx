import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import NotFoundRoute from "./not-found.tsx";
import { withSettings } from "#tests/fixtures/settings.tsx";

describe("NotFoundRoute", () => {
  it("tells the visitor and logs the unknown path for the site's owner", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "*", Component: NotFoundRoute }]);
    render(<Stub initialEntries={["/mushrooms/unknown"]} />, { wrapper: withSettings() });

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("404"), "/mushrooms/unknown");
  });
});
