import { NotFoundPage, notFoundMeta } from "#app/components/not-found-page.tsx";
import type { Route } from "./+types/not-found";
import { settingsOf } from "#app/config/settings.ts";
import { wordsOf } from "#app/i18n/words.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  notFoundMeta(settingsOf(matches), wordsOf(matches));

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
