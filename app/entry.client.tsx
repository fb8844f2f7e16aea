import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isNotFoundPageElsewhere } from "./lib/not-found-elsewhere.ts";

// React Router's own entry, but for the 404 page at an address another route would take
// (/types/no-such-species): that page stays as pre-rendered, and only its species suggestions run.
if (isNotFoundPageElsewhere(window, window.location)) {
  void import("./features/search/species-suggestions-island.tsx").then(({ showSuggestions }) =>
    showSuggestions(),
  );
} else {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
