import type { Catalogue } from "../../catalogue.ts";

export const consent = {
  question:
    "As redes de publicidade podem guardar dados no seu dispositivo para personalizar e medir anúncios?",
  globalPrivacyControl:
    "O seu navegador envia o sinal Global Privacy Control, por isso tratamo-lo como uma recusa: não é carregado nenhum anúncio e as redes de publicidade não recebem nada deste site.",
  accept: "Aceitar",
  reject: "Rejeitar",
  close: "Fechar",
  privacy: "Privacidade",
} satisfies Catalogue["consent"];
