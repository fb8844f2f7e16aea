import type { Catalogue } from "../../catalogue.ts";

export const site = {
  headline: "Descubra a magia dos cogumelos",
  skipToContent: "Saltar para o conteúdo",
  menu: "Menu",
  mainNavigation: "Navegação principal",
  mainMenu: "Menu principal",
  search: "Pesquisar",
  opensInNewTab: "(abre num novo separador)",
  quickLinks: "Links rápidos",
  partners: "Parceiros",
  followUs: "Siga-nos",
  socialLink: "{brand} no {network}",
  feedLink: "Feed de artigos (Atom)",
  copyright: "© {year} {brand}. Todos os direitos reservados.",
  privacy: "Privacidade",
  privacyChoices: "Opções de privacidade",
  advertisement: "Publicidade",
  advertisements: "Anúncios",
  sidebarAdvertisements: "Anúncios da barra lateral",
  errorTitle: "Algo correu mal",
  errorHeading: "Erro inesperado da aplicação!",
  errorText:
    "Algo falhou do nosso lado ao mostrar esta página. Recarregar costuma resolver; se não resultar, recomece a partir da página inicial.",
  reload: "Recarregar",
  returnHome: "Voltar ao início",
  consentPlatformLocator: "Localizador da plataforma de consentimento",
} satisfies Catalogue["site"];
