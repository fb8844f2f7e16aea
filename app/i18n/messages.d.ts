// The namespaces of the site's words, as scripts/pipeline/messages-plugin.ts serves them.

declare module "virtual:messages/site" {
  const messages: import("./catalogue.ts").Catalogue["site"];
  export default messages;
}

declare module "virtual:messages/home" {
  const messages: import("./catalogue.ts").Catalogue["home"];
  export default messages;
}

declare module "virtual:messages/welcome" {
  const messages: import("./catalogue.ts").Catalogue["welcome"];
  export default messages;
}

declare module "virtual:messages/sections" {
  const messages: import("./catalogue.ts").Catalogue["sections"];
  export default messages;
}

declare module "virtual:messages/article" {
  const messages: import("./catalogue.ts").Catalogue["article"];
  export default messages;
}

declare module "virtual:messages/embeds" {
  const messages: import("./catalogue.ts").Catalogue["embeds"];
  export default messages;
}

declare module "virtual:messages/blog" {
  const messages: import("./catalogue.ts").Catalogue["blog"];
  export default messages;
}

declare module "virtual:messages/contact" {
  const messages: import("./catalogue.ts").Catalogue["contact"];
  export default messages;
}

declare module "virtual:messages/notFound" {
  const messages: import("./catalogue.ts").Catalogue["notFound"];
  export default messages;
}

declare module "virtual:messages/consent" {
  const messages: import("./catalogue.ts").Catalogue["consent"];
  export default messages;
}

declare module "virtual:messages/privacy" {
  const messages: import("./catalogue.ts").Catalogue["privacy"];
  export default messages;
}

declare module "virtual:messages/species" {
  const messages: import("./catalogue.ts").Catalogue["species"];
  export default messages;
}

declare module "virtual:messages/analytics" {
  const messages: import("./catalogue.ts").Catalogue["analytics"];
  export default messages;
}

declare module "virtual:messages/search" {
  const messages: import("./catalogue.ts").Catalogue["search"];
  export default messages;
}

declare module "virtual:locale-data" {
  const data: import("./locale-data.ts").LocaleData;
  export default data;
}
