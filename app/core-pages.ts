import { index, route } from "@react-router/dev/routes";
import { contentSections } from "./lib/content/sections.ts";

/**
 * The core's pages, without the features' (app/routes.ts adds theirs, from their manifests'
 * `routes`: /identify, /credits, /glossary…).
 */
export const corePages = [
  index("routes/home.tsx"),
  // The content sections (content/<section>.md): one module, a route id each.
  ...contentSections.map((section) => route(section, "routes/section.tsx", { id: section })),
  route("blog", "routes/blog.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("search", "routes/search.tsx"),
];
