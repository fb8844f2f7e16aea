import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Photo } from "#app/lib/content/photo.ts";
import gallery from "./photo-gallery.island.ts";
import { PhotoGallery } from "./photo-gallery.tsx";
import { withSettings } from "#tests/fixtures/settings.tsx";

/** A photo of the gallery, its files named after `name`. */
const photo = (name: string, caption: string): Photo => {
  const picture = {
    sources: [{ type: "image/avif", srcSet: `/${name}-480.avif 480w` }],
    src: `/${name}-480.jpg`,
    srcSet: `/${name}-480.jpg 480w`,
    sizes: "720px",
    width: 480,
    height: 360,
    alt: `The ${name}`,
  };
  return { picture, thumbnail: picture, full: `/${name}-1600.jpg`, caption };
};

const photos = [photo("cap", "Golden caps"), photo("ridges", "Forked ridges")];

// JSDOM has no modal dialogs: open and close as the browser's, without the top layer, for this
// file only (the components' files share a document).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
afterAll(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal");
  Reflect.deleteProperty(HTMLDialogElement.prototype, "close");
});

/**
 * The gallery as the build renders it, parsed as the browser parses the page (the dialog in the
 * template's content), then taken over by its island.
 */
async function setUp({ island = true } = {}) {
  const Gallery = createRoutesStub([
    { path: "/", Component: () => <PhotoGallery photos={photos} /> },
  ]);
  const Settings = withSettings();
  document.body.innerHTML = renderToString(
    <Settings>
      <Gallery />
    </Settings>,
  );
  const section = screen.getByRole("region", { name: "Photos" });
  if (island) await gallery.mount([section]);
  return within(section);
}

describe("the photo gallery", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("renders each photo as a link to its largest file, its zoom button hidden until the island", async () => {
    const section = await setUp({ island: false });
    expect(section.getByRole("link", { name: "The cap" })).toHaveAttribute("href", "/cap-1600.jpg");
    expect(section.queryAllByRole("button")).toEqual([]);
  });

  it("shows one zoom button a photo, which takes the photo link's place in the tab order", async () => {
    const section = await setUp();
    expect(section.getByRole("button", { name: "Enlarge photo 2 of 2" })).toBeVisible();
    expect(section.getByRole("link", { name: "The ridges" })).toHaveAttribute("tabindex", "-1");
  });

  it("opens the zoom on the photo clicked, at the screen's width, with its caption", async () => {
    const section = await setUp();
    section.getByRole("link", { name: "The ridges" }).click();
    const zoom = await vi.waitFor(() => section.getByRole("dialog"));
    expect(within(zoom).getByRole("heading")).toHaveTextContent("Photo 2 of 2");
    const image = within(zoom).getByRole("img", { name: "The ridges" });
    expect(image).toHaveAttribute("sizes", "100vw");
    expect(image).toHaveAttribute("loading", "eager");
    expect(zoom.querySelector("figcaption")).toHaveTextContent("Forked ridges");

    within(zoom).getByRole("button", { name: "Next photo" }).click();
    expect(within(zoom).getByRole("heading")).toHaveTextContent("Photo 1 of 2");
    expect(within(zoom).getByRole("img", { name: "The cap" })).toBeInTheDocument();

    // Closed, the focus goes to the button of the photo it was opened on.
    within(zoom).getByRole("button", { name: "Close" }).click();
    expect(section.getByRole("button", { name: "Enlarge photo 2 of 2" })).toHaveFocus();
  });
});
