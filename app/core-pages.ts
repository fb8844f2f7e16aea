import { index, route } from "@react-router/dev/routes";
import { contentSections } from "./lib/content/sections.ts";

/**
 * The core's pages, without the features' (app/routes.ts adds theirs): the pages a Markdown body
 * may link to when the content is read without the route table (its tests).
 */
export const corePages = [
  index("routes/home.tsx"),
  // The content sections (content/<section>.md): one module, a route id each.
  ...contentSections.map((section) => route(section, "routes/section.tsx", { id: section })),
  route("blog", "routes/blog.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("search", "routes/search.tsx"),
  route("identify", "routes/identify.tsx"),
  // Who made each photo and its licence; with none yet, it says so (and stays out of the sitemap).
  route("credits", "routes/credits.tsx"),
];
