import type { Catalogue } from "#app/i18n/catalogue.ts";

// The offline atlas's words in Portuguese, translated from en.ts key for key.
export const pt = {
  offline: {
    save: "Guardar o atlas para usar offline: {size}",
    saving: "A guardar o atlas para usar offline: {done} de {size}",
    cancel: "Cancelar",
    saved: "Guardado para usar offline em {date}",
    remove: "Remover",
    removed: "O atlas guardado foi removido deste dispositivo.",
    cancelled: "A gravação foi cancelada. Nada foi mantido.",
    failed: "Não foi possível guardar o atlas: uma parte não chegou. Nada foi mantido.",
    noRoom:
      "Não foi possível guardar o atlas: este dispositivo não tem espaço suficiente. Nada foi mantido.",
    keptCopy: "Está offline: esta página é a cópia guardada quando a abriu em {date}.",
    panelHeading: "Leve o atlas para a floresta",
    panelText:
      "Guarde neste dispositivo cada página de espécie com o seu desenho, a chave de identificação e a pesquisa: assim funcionam sem rede.",
    home: "Início",
    species: { one: "{count} espécie", other: "{count} espécies" },
    offlineTitle: "Está offline",
    offlineText:
      "Esta página não está guardada neste dispositivo. Vai abrir assim que voltar a estar online.",
    savedHeading: "Guardado neste dispositivo",
    atlasSavedOn: "O atlas, guardado para usar offline em {date}:",
    openedHeading: "Páginas que abriu",
    nothingSaved: "Ainda não há nada guardado neste dispositivo.",
    storage:
      "Uma cópia das páginas que abre e dos ficheiros de que cada página precisa, no máximo 1 MB, no armazenamento em cache do seu navegador para este site, para que abram sem ligação. «Guardar para usar offline», no rodapé de cada página, guarda lá também o atlas inteiro, até que «Remover» o apague; apagar os dados deste site nas definições do navegador remove tudo.",
  },
} satisfies Pick<Catalogue, "offline">;
