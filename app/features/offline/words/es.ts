import type { Catalogue } from "#app/i18n/catalogue.ts";

// The offline atlas's words in Spanish, translated from en.ts key for key.
export const es = {
  offline: {
    save: "Guardar el atlas para usarlo sin conexión: {size}",
    saving: "Guardando el atlas para usarlo sin conexión: {done} de {size}",
    cancel: "Cancelar",
    saved: "Guardado para usar sin conexión el {date}",
    remove: "Eliminar",
    removed: "El atlas guardado se ha eliminado de este dispositivo.",
    cancelled: "Se ha cancelado el guardado. No se ha conservado nada.",
    failed: "No se ha podido guardar el atlas: una parte no llegó. No se ha conservado nada.",
    noRoom:
      "No se ha podido guardar el atlas: este dispositivo no tiene espacio suficiente. No se ha conservado nada.",
    keptCopy: "Estás sin conexión: esta página es la copia que se guardó al abrirla el {date}.",
    panelHeading: "Llévate el atlas al bosque",
    panelText:
      "Guarda en este dispositivo cada ficha de especie con su dibujo, la clave de identificación y la búsqueda: así funcionarán sin cobertura.",
    home: "Inicio",
    species: { one: "{count} especie", other: "{count} especies" },
    offlineTitle: "Estás sin conexión",
    offlineText:
      "Esta página no está guardada en este dispositivo. Se abrirá en cuanto vuelvas a tener conexión.",
    savedHeading: "Guardado en este dispositivo",
    atlasSavedOn: "El atlas, guardado para usar sin conexión el {date}:",
    openedHeading: "Páginas que has abierto",
    nothingSaved: "Todavía no hay nada guardado en este dispositivo.",
    storage:
      "Una copia de las páginas que abres y de los archivos que necesita cada página, 1 MB como máximo, en el almacenamiento de caché de tu navegador para este sitio, para que se abran sin conexión. «Guardar para usar sin conexión», al pie de cada página, guarda allí también el atlas entero, hasta que «Eliminar» lo borra; borrar los datos de este sitio en los ajustes de tu navegador lo elimina todo.",
  },
} satisfies Pick<Catalogue, "offline">;
