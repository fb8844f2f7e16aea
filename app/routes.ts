import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { hasArticleFiles, hasLaterListingPages } from "./lib/content/article-files.ts";

export default [
  layout("routes/_layout.tsx", [
    index("routes/home.tsx"),
    // The content sections (content/<section>.md): one module, a route id each.
    route("about", "routes/section.tsx", { id: "about" }),
    route("types", "routes/section.tsx", { id: "types" }),
    route("culture", "routes/section.tsx", { id: "culture" }),
    route("blog", "routes/blog.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("search", "routes/search.tsx"),
    // content/<section>/<slug>.md, pre-rendered for each article (react-router.config.ts).
    ...(hasArticleFiles() ? [route(":section/:slug", "routes/article.tsx")] : []),
    // A section's listing after its first page (/types is page 1), when one has more.
    ...(hasLaterListingPages() ? [route(":section/page/:page", "routes/listing-page.tsx")] : []),
    route("*", "routes/not-found.tsx"),
  ]),
  // Files for search engines and browsers, pre-rendered like the pages.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
] satisfies RouteConfig;
