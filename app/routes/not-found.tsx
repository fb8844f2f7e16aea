import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buildMeta } from "#app/lib/seo.ts";

export const meta = () => buildMeta({ title: "Page not found", path: "/404", noindex: true });

export default function NotFoundRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="font-display text-8xl font-bold text-cap" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-ink">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <Link
        to="/"
        className="mt-8 rounded-full bg-moss px-7 py-3 text-lg font-semibold text-paper hover:bg-moss-deep"
      >
        Return to Home
      </Link>
    </div>
  );
}
