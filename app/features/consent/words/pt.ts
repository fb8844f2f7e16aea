import type { Catalogue } from "#app/i18n/catalogue.ts";

// The consent banner's words in Portuguese, translated from en.ts key for key.
export const pt = {
  consent: {
    question:
      "As redes de publicidade podem guardar dados no seu dispositivo para personalizar e medir anúncios?",
    globalPrivacyControl:
      "O seu navegador envia o sinal Global Privacy Control, por isso tratamo-lo como uma recusa: não é carregado nenhum anúncio e as redes de publicidade não recebem nada deste site.",
    accept: "Aceitar",
    reject: "Rejeitar",
    close: "Fechar",
    privacy: "Privacidade",
  },
} satisfies Pick<Catalogue, "consent">;
