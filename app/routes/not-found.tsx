import { NotFoundPage, notFoundMeta } from "#app/components/not-found-page.tsx";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = notFoundMeta;

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
