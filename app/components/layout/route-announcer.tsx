import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Announces a client-side navigation as a page load would: a live region reads the new title and,
 * after a link or button, focus moves to the `<h1>`. Back/Forward and links to an `#id` announce
 * but leave focus where scrolling puts the reader; the first load is the browser's to announce.
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
