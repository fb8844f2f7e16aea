import type { Catalogue } from "#app/i18n/catalogue.ts";

// The consent banner's words in Spanish, translated from en.ts key for key.
export const es = {
  consent: {
    question:
      "¿Permites que las redes publicitarias guarden datos en tu dispositivo para personalizar y medir los anuncios?",
    globalPrivacyControl:
      "Tu navegador envía la señal Global Privacy Control, así que la tratamos como un rechazo: no se carga ningún anuncio y las redes publicitarias no reciben nada de este sitio.",
    accept: "Aceptar",
    reject: "Rechazar",
    close: "Cerrar",
    privacy: "Privacidad",
  },
} satisfies Pick<Catalogue, "consent">;
