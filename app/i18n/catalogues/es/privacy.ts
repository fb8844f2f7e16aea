import type { Catalogue } from "../../catalogue.ts";

export const privacy = {
  title: "Privacidad",
  description:
    "Qué guarda {brand} en tu dispositivo y qué servicios de otras empresas cargan sus páginas.",
  placeholderNotice:
    "Este aviso es provisional: el propietario del sitio aún no ha redactado el suyo. En él se indicará quién gestiona este sitio, cómo contactar con él y qué ocurre con los mensajes enviados mediante el formulario de contacto.",
  whoWeAre: "Quiénes somos",
  whatThisSiteStores: "Qué guarda este sitio",
  storesNothing: "Sin cookies.",
  storesConsentAnswer:
    "Tu respuesta al banner de consentimiento («Aceptar» o «Rechazar»), en el almacenamiento local de tu navegador para este sitio, con la clave «{key}», durante 12 meses. Sin cookies. Puedes cambiarla en «Opciones de privacidad», al pie de cada página.",
  storesWithConsentPlatform:
    "Ninguna cookie propia. La plataforma de consentimiento indicada abajo guarda tus preferencias tal como describe en su propio aviso.",
  storesSearchSlashKeyChoice:
    "Si desactivas la tecla / en la ventana de búsqueda: esa elección, en el almacenamiento local de tu navegador para este sitio, con la clave «{key}», hasta que vuelvas a activarla.",
  otherServices: "Servicios de otras empresas",
  otherServicesText:
    "Estos servidores reciben una solicitud de tu navegador, con su dirección IP y la página de origen, cuando una página los carga:",
  service: "Servicio",
  host: "Servidor",
  pages: "Páginas",
  when: "Cuándo",
  adNetwork: "Red publicitaria (banners)",
  extraAdTag: "Etiqueta publicitaria adicional",
  imageBoardFeed: "Feed de un tablero de imágenes",
  contactForm: "Formulario de contacto",
  contactFormScript: "Script del formulario de contacto",
  consentPlatform: "Plataforma de consentimiento (IAB TCF)",
  everyPage: "Todas las páginas",
  unknownPaths: "rutas desconocidas (404)",
  whenInView: "Cuando el anuncio aparece en pantalla",
  whenAccepted: "Solo después de que aceptes",
  whenAcceptedInEurope:
    "Después de que aceptes (zonas horarias europeas); en otros lugares, cuando el anuncio aparece en pantalla",
  whenConsentPlatformAllows:
    "Solo cuando la plataforma de consentimiento indica que has dado tu consentimiento o que no hace falta",
  whenPageOpens: "Al abrir la página",
  whenPageOpensInEurope: "Al abrir la página, en una zona horaria europea",
} satisfies Catalogue["privacy"];
