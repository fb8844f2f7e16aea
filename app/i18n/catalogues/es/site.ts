import type { Catalogue } from "../../catalogue.ts";

export const site = {
  headline: "Descubre la magia de las setas",
  skipToContent: "Saltar al contenido",
  menu: "Menú",
  mainNavigation: "Navegación principal",
  mainMenu: "Menú principal",
  search: "Buscar",
  opensInNewTab: "(se abre en una pestaña nueva)",
  quickLinks: "Enlaces rápidos",
  partners: "Colaboradores",
  followUs: "Síguenos",
  socialLink: "{brand} en {network}",
  feedLink: "Feed de artículos (Atom)",
  copyright: "© {year} {brand}. Todos los derechos reservados.",
  privacy: "Privacidad",
  privacyChoices: "Opciones de privacidad",
  advertisement: "Publicidad",
  advertisements: "Anuncios",
  sidebarAdvertisements: "Anuncios de la barra lateral",
  errorTitle: "Algo ha salido mal",
  errorHeading: "¡Error inesperado de la aplicación!",
  errorText:
    "Algo ha fallado por nuestra parte al mostrar esta página. Recargarla suele ayudar; si no, vuelve a empezar desde la página de inicio.",
  reload: "Recargar",
  returnHome: "Volver al inicio",
  consentPlatformLocator: "Localizador de la plataforma de consentimiento",
} satisfies Catalogue["site"];
