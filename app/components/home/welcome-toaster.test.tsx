import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { WelcomeToaster } from "./welcome-toaster.tsx";

describe("WelcomeToaster", () => {
  it("greets once, even when development's StrictMode runs effects twice", async () => {
    // jsdom has no matchMedia; sonner asks it for the colour scheme.
    vi.stubGlobal("matchMedia", () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(
      <StrictMode>
        <WelcomeToaster
          title="Welcome to Fungi Atlas"
          description="Explore the fascinating world of mushrooms!"
          direction="ltr"
        />
      </StrictMode>,
    );
    expect(await screen.findByText("Welcome to Fungi Atlas")).toBeInTheDocument();
    expect(screen.getAllByText("Explore the fascinating world of mushrooms!")).toHaveLength(1);
  });
});
