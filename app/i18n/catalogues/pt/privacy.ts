import type { Catalogue } from "../../catalogue.ts";

export const privacy = {
  title: "Privacidade",
  description:
    "O que o {brand} guarda no seu dispositivo e que serviços de outras empresas as suas páginas carregam.",
  placeholderNotice:
    "Este aviso é provisório: o proprietário do site ainda não escreveu o seu. Irá indicar quem gere este site, como contactá-lo e o que acontece às mensagens enviadas através do formulário de contacto.",
  whoWeAre: "Quem somos",
  whatThisSiteStores: "O que este site guarda",
  storesNothing: "Sem cookies.",
  storesConsentAnswer:
    "A sua resposta ao banner de consentimento («Aceitar» ou «Rejeitar»), no armazenamento local do seu navegador para este site, com a chave «{key}», durante 12 meses. Sem cookies. Pode alterá-la em «Opções de privacidade», no fundo de cada página.",
  storesWithConsentPlatform:
    "Nenhum cookie próprio. A plataforma de consentimento indicada abaixo guarda as suas escolhas conforme descreve no seu próprio aviso.",
  storesSearchSlashKeyChoice:
    "Se desativar a tecla / na janela de pesquisa: essa escolha, no armazenamento local do seu navegador para este site, com a chave «{key}», até a voltar a ativar.",
  otherServices: "Serviços de outras empresas",
  otherServicesText:
    "Estes servidores recebem um pedido do seu navegador, com o respetivo endereço IP e a página de origem, quando uma página os carrega:",
  service: "Serviço",
  host: "Servidor",
  pages: "Páginas",
  when: "Quando",
  adNetwork: "Rede de publicidade (banners)",
  extraAdTag: "Tag de publicidade adicional",
  imageBoardFeed: "Feed de um quadro de imagens",
  contactForm: "Formulário de contacto",
  contactFormScript: "Script do formulário de contacto",
  consentPlatform: "Plataforma de consentimento (IAB TCF)",
  everyPage: "Todas as páginas",
  unknownPaths: "caminhos desconhecidos (404)",
  whenInView: "Quando o anúncio fica visível",
  whenAccepted: "Só depois de aceitar",
  whenAcceptedInEurope:
    "Depois de aceitar (fusos horários europeus); noutros locais, quando o anúncio fica visível",
  whenConsentPlatformAllows:
    "Só quando a plataforma de consentimento indicar que deu o seu consentimento, ou que não é necessário",
  whenPageOpens: "Ao abrir a página",
  whenPageOpensInEurope: "Ao abrir a página, num fuso horário europeu",
} satisfies Catalogue["privacy"];
