import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { withSettings } from "#tests/fixtures/settings.tsx";
import { ErrorBoundary } from "./root.tsx";

describe("root ErrorBoundary", () => {
  it("shows the generic error screen when a page fails to render", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        ErrorBoundary,
        Component: () => {
          throw new Error("render failed");
        },
      },
    ]);
    render(<Stub />, { wrapper: withSettings() });

    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    // In the site's frame: its header (brand link and menu) and its footer.
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Quick Links");
  });
});
