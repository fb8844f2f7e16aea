// @vitest-environment jsdom
import { beforeEach, expect, test } from "vitest";
import { siteStylesheetId } from "./site-stylesheet.ts";
import { showWithOwnStyles } from "./styled-shadow-root.ts";

const wholeStylesheet = "/assets/styles-abc123.css";

/** A built page after its first paint: the whole stylesheet linked, unapplied; an empty host. */
function builtPage() {
  document.head.innerHTML = `<link rel="stylesheet" id="${siteStylesheetId}" href="${wholeStylesheet}" media="not all">`;
  document.body.innerHTML = `<div id="host"></div>`;
  return document.getElementById("host") as HTMLElement;
}

const markup = () => Object.assign(document.createElement("section"), { textContent: "Asked" });

/** The shadow root's link, as the browser would finish loading it. */
const linkOf = (host: HTMLElement) =>
  host.shadowRoot?.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

test("on a built page the markup shows in a shadow root that links the whole stylesheet, once the link is in force, and the page's link stays unapplied", async () => {
  const host = builtPage();
  const section = markup();
  let shown = false;
  const showing = showWithOwnStyles(host, section).then(() => {
    shown = true;
  });
  expect(linkOf(host)?.getAttribute("href")).toBe(wholeStylesheet);
  expect(host.shadowRoot?.contains(section)).toBe(true);
  // Not before its rules apply: unstyled, a fixed bar would stand in the page's flow.
  expect(section.hidden).toBe(true);
  await Promise.resolve();
  expect(shown).toBe(false);
  linkOf(host)?.dispatchEvent(new Event("load"));
  await showing;
  expect(section.hidden).toBe(false);
  expect(document.getElementById(siteStylesheetId)?.getAttribute("media")).toBe("not all");
  // Nothing in the page's own tree: the page's elements keep their styles as they are.
  expect(host.children).toHaveLength(0);
});

test("shown again in the same host, the markup shares the root and its link, and shows at once", async () => {
  const host = builtPage();
  const first = markup();
  const showing = showWithOwnStyles(host, first);
  linkOf(host)?.dispatchEvent(new Event("load"));
  await showing;
  first.remove();
  const second = markup();
  await showWithOwnStyles(host, second);
  expect(second.hidden).toBe(false);
  expect(host.shadowRoot?.querySelectorAll("link")).toHaveLength(1);
});

test("a link that fails to load still shows the markup: unstyled, but not lost", async () => {
  const host = builtPage();
  const section = markup();
  const showing = showWithOwnStyles(host, section);
  linkOf(host)?.dispatchEvent(new Event("error"));
  await showing;
  expect(section.hidden).toBe(false);
});

test("without the page's link (development: the page holds every rule) the markup goes into the host at once", async () => {
  document.body.innerHTML = `<div id="host"></div>`;
  const host = document.getElementById("host") as HTMLElement;
  const section = markup();
  const showing = showWithOwnStyles(host, section);
  expect(host.shadowRoot).toBeNull();
  expect(host.firstElementChild).toBe(section);
  expect(section.hidden).toBe(false);
  await showing;
});
