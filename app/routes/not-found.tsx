import { NotFoundPage, notFoundMeta } from "#app/components/not-found-page.tsx";
import type { Route } from "./+types/not-found";
import { settingsOf } from "#app/config/settings.ts";

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(settingsOf(matches));

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
