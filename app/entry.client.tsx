import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { NotFoundHandle } from "./features/search/not-found-elsewhere.ts";

// React Router's own entry, but the 404 page may keep itself unhydrated: at an address another
// route takes (/types/no-such-species), hydrating would render that route over it. Its route
// module decides, so that no other page's first load carries the check.
const notFound = window.__reactRouterRouteModules?.["routes/not-found"] as
  { handle?: NotFoundHandle } | undefined;

if (!notFound?.handle?.keepsUnhydrated(window)) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
