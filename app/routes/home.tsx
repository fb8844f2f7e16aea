import { Link } from "react-router";
import { FeatureCards } from "#app/components/home/feature-cards.tsx";
import { WelcomeToast } from "#app/components/home/welcome-toast.tsx";
import { siteConfig } from "#app/config/site.ts";
import { buildMeta } from "#app/lib/seo.ts";

export const meta = () => buildMeta({ path: "/" });

export default function HomeRoute() {
  return (
    <>
      <WelcomeToast />
      <section className="mx-auto max-w-6xl px-6 pt-16 pb-8 text-center md:pt-24">
        <h1 className="font-display text-5xl font-bold tracking-tight text-ink md:text-7xl">
          Discover the Magic of Mushrooms
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-xl text-ink-muted">{siteConfig.tagline}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link
            to="/types"
            className="rounded-full bg-moss px-7 py-3 text-lg font-semibold text-paper hover:bg-moss-deep"
          >
            Explore Types
          </Link>
          <Link
            to="/about"
            className="rounded-full border-2 border-moss px-7 py-3 text-lg font-semibold text-moss hover:bg-paper-deep"
          >
            Learn More
          </Link>
        </div>
      </section>
      <FeatureCards />
    </>
  );
}
