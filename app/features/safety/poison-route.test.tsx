import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ownerEntries, poisonCentreOf } from "./poison-centres/poison-centres.ts";
import type { CountryEntry } from "./poison-centres/types.ts";
import { PoisonRoute } from "./poison-route.tsx";
import { siteConfig } from "#app/config/site.ts";
import { withSettings } from "#tests/fixtures/settings.tsx";

/** The table's entries of these countries. */
const entries = (...codes: string[]): CountryEntry[] =>
  codes.flatMap((code) => poisonCentreOf(code) ?? []);

/** The panel's call for an owner who names these countries, or this service, in `language`. */
function renderRoute(props: Parameters<typeof PoisonRoute>[0], language = siteConfig.language) {
  return render(
    <MemoryRouter>
      <ul>
        <li data-testid="call">
          <PoisonRoute {...props} />
        </li>
      </ul>
    </MemoryRouter>,
    { wrapper: withSettings({ ...siteConfig, language }) },
  );
}

const call = () => screen.getByTestId("call");
const dialled = () =>
  within(call())
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"))
    .filter((href) => href?.startsWith("tel:"));

describe("the danger panel's call, by the owner's country", () => {
  it("in the United Kingdom, gives the NHS route and 999, never the professionals' NPIS number", () => {
    renderRoute({ countries: entries("GB") });
    expect(call()).toHaveTextContent("No poison line for the public");
    expect(call()).toHaveTextContent(/NHS 111 \(England, Wales\): 111/);
    expect(call()).toHaveTextContent(/NHS 24 \(Scotland\): 111/);
    expect(call()).toHaveTextContent(/call 999 or go to A&E/);
    expect(dialled()).toEqual(["tel:111", "tel:111", "tel:999"]);
    expect(call().textContent).not.toMatch(/NPIS|0344|0844|National Poisons Information/);
  });

  it("in the Netherlands, sends readers to their GP or the out-of-hours post, 112 when seriously ill", () => {
    renderRoute({ countries: entries("NL") });
    expect(call()).toHaveTextContent("No poison line for the public");
    expect(call()).toHaveTextContent(/huisarts.*huisartsenpost/);
    expect(dialled()).toEqual(["tel:112"]);
    // The NVIC answers doctors only: its number is not printed.
    expect(call().textContent).not.toMatch(/088|755 8000/);
  });

  it("in the United States, says so, and gives Poison Help's number, its hours and 911", () => {
    renderRoute({ countries: entries("US") });
    expect(call()).toHaveTextContent(
      /^United States: Call Poison Help now on 1‑800‑222‑1222, even if they feel well. Open around the clock./,
    );
    expect(dialled()).toEqual(["tel:18002221222", "tel:911"]);
  });

  it("writes the country's name before its call as the site's language punctuates it", () => {
    renderRoute({ countries: entries("US") }, "fr");
    expect(call().textContent).toMatch(/^États-Unis\u00a0: Appelez /);
  });

  it("in Germany, lists the seven regional centres, each with its number", () => {
    renderRoute({ countries: entries("DE") });
    expect(call()).toHaveTextContent("Call the poison centre of your region now");
    expect(within(call()).getAllByRole("listitem")).toHaveLength(7);
    expect(dialled()).toContain("tel:08919240");
    expect(dialled()).toContain("tel:0361730730");
    expect(dialled()).toHaveLength(8);
  });

  it("for several countries, names each before its lines", () => {
    renderRoute({ countries: entries("IE", "CA") });
    expect(call()).toHaveTextContent(/Ireland.*08:00–22:00.*Outside these hours/);
    expect(call()).toHaveTextContent(/Canada.*1‑844‑764‑7669.*Québec.*1‑800‑463‑5060/);
  });

  it("with a service of the owner's own, gives it and not the table's", () => {
    renderRoute({
      emergency: { name: "Giftnotruf Nord", phone: "0551 19240" },
      countries: entries("US"),
    });
    expect(call()).toHaveTextContent("Call Giftnotruf Nord now on 0551 19240");
    expect(dialled()).toEqual(["tel:055119240"]);
  });

  it("with neither, says to call the local emergency number; always links every country's list", () => {
    renderRoute({ countries: [] });
    expect(call()).toHaveTextContent("Call your local emergency number or poison centre now");
    expect(within(call()).getByRole("link")).toHaveAttribute("href", "/poison-centres");
    expect(within(call()).getByRole("link")).toHaveTextContent("Poison centres in every country");
  });
});

describe("the danger panel's call, by the owner's region", () => {
  it("for one German state, gives its centre alone, as a call", () => {
    renderRoute({ countries: ownerEntries(["DE-BY"]) });
    expect(call()).toHaveTextContent("Call Giftnotruf München now on 089 19240");
    expect(dialled()).toEqual(["tel:08919240", "tel:112"]);
  });

  it("for a Canadian province without a centre of its own, gives the national number", () => {
    renderRoute({ countries: ownerEntries(["CA-ON"]) });
    expect(call()).toHaveTextContent("Call 1-844-POISON-X now on 1‑844‑764‑7669");
    expect(dialled()).toEqual(["tel:18447647669", "tel:911"]);
  });
});
