import { Link, useLoaderData } from "react-router";
import { SectionPage } from "#app/components/section-page.tsx";
import { PhotoCredit } from "#app/features/photos/photo-caption.tsx";
import { language } from "#app/i18n/language.ts";
import { siteContent } from "#app/lib/content/content.server.ts";
import { buildMeta } from "#app/lib/seo.ts";
import messages from "virtual:messages/photos";

// Typed by hand, not from ./+types/credits: the route is in the route table only while an
// article shows a credited photo (app/routes.ts), so React Router's typegen does not always see it.

/** Every credited photo of the site, by the page that shows it, read at build time. */
export async function loader() {
  const { articles } = await siteContent();
  const pages = articles
    .map(({ path, title, photos }) => ({
      path,
      title,
      photos: photos.flatMap(({ credit, caption, thumbnail: { src, width, height, alt } }) =>
        credit ? [{ credit, title: caption ?? alt, src, width, height }] : [],
      ),
    }))
    .filter((page) => page.photos.length > 0)
    .toSorted((a, b) => a.title.localeCompare(b.title, language));
  return { pages };
}

export const meta = () =>
  buildMeta({
    title: messages.creditsTitle,
    description: messages.creditsDescription,
    path: "/credits",
  });

/**
 * /credits: each photo of the site with its title (its caption, or what it shows), author,
 * source and licence, under the page that shows it. Left out of the search's index: the pages
 * themselves are what a search should find.
 */
export default function CreditsRoute() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <SectionPage title={messages.creditsTitle}>
      <p>{messages.creditsIntro}</p>
      <div className="space-y-10" data-pagefind-ignore>
        {pages.map((page, index) => (
          <section key={page.path} aria-labelledby={`credits-${index}`}>
            <h2 id={`credits-${index}`} className="font-display text-2xl font-semibold text-ink">
              <Link to={page.path} className="text-moss underline underline-offset-4">
                {page.title}
              </Link>
            </h2>
            <ul className="mt-4 space-y-4">
              {page.photos.map((photo) => (
                <li key={photo.src} className="flex items-start gap-4">
                  {/* The title beside it says what it shows. */}
                  <img
                    src={photo.src}
                    alt=""
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[6/5] h-auto w-24 shrink-0 rounded-xl object-cover"
                  />
                  <p className="text-base">
                    <span className="block font-semibold text-ink">{photo.title}</span>
                    <PhotoCredit credit={photo.credit} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </SectionPage>
  );
}
