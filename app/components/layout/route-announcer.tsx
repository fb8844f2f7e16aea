import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Tells keyboard and screen reader users that a client-side navigation brought a new page, as a
 * page load would: a polite live region reads out the new page's title and, after a link or a
 * button led there, focus moves to the page's `<h1>`, so Tab goes on from the top of the new
 * content. Programmatic focus shows a ring only where `:focus-visible` says so: after a key, not
 * after a click.
 *
 * - Not on the first load: the browser announces a loaded page itself.
 * - Back and forward (POP) announce the title but leave focus alone: scroll restoration puts the
 *   reader back where they were, and focus on the `<h1>` at the top would send the next Tab away
 *   from there.
 * - Only a new path counts. A link to the page being shown, or to a place in it (`#id`), keeps
 *   focus where it is; a link to another page's `#id` announces it and leaves focus alone, since
 *   the page scrolls to that place, not to the `<h1>`.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const announced = useRef(pathname);
  const [title, setTitle] = useState("");

  useEffect(() => {
    if (announced.current === pathname) return;
    announced.current = pathname;
    // The new page's <title> is in place: React committed it with the page.
    setTitle(document.title);
    const heading = document.querySelector<HTMLElement>("h1");
    if (navigationType === "POP" || location.hash || !heading) return;
    heading.tabIndex = -1;
    // Never scrolls: the router has already put the page at its top.
    heading.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  // An <output> is a polite live region: its role is "status".
  return <output className="sr-only">{title}</output>;
}
