// The offline atlas's words in English: the reference the other languages translate, key for key.
// The site's catalogue takes them in (app/features/words.ts); a component takes its namespace from
// the words its render is given (`useWords()`, ADR 037).
export const en = {
  // Offline use: the "Save for offline use" control, the offline page, /privacy's line
  // (app/features/offline/).
  offline: {
    save: "Save the atlas for offline use: {size}",
    saving: "Saving the atlas for offline use: {done} of {size}",
    cancel: "Cancel",
    saved: "Saved for offline use on {date}",
    remove: "Remove",
    removed: "The saved atlas was removed from this device.",
    cancelled: "Saving was cancelled. Nothing was kept.",
    failed: "The atlas could not be saved: part of it did not arrive. Nothing was kept.",
    noRoom: "The atlas could not be saved: this device has no room for it. Nothing was kept.",
    keptCopy: "You are offline: this page is the copy kept when you opened it on {date}.",
    panelHeading: "Take the atlas into the forest",
    panelText:
      "Save every species page with its drawing, the identification key and the search on this device: they then work without a signal.",
    home: "Home",
    species: { one: "{count} species", other: "{count} species" },
    offlineTitle: "You are offline",
    offlineText: "This page is not saved on this device. It will open once you are back online.",
    savedHeading: "Saved on this device",
    atlasSavedOn: "The atlas, saved for offline use on {date}:",
    openedHeading: "Pages you opened",
    nothingSaved: "Nothing is saved on this device yet.",
    storage:
      'A copy of the pages you open and of the files every page needs, at most 1 MB, in your browser\'s cache storage for this site, so that they open without a connection. "Save for offline use", at the foot of every page, keeps the whole atlas there too, until its "Remove" deletes it; clearing this site\'s data in your browser\'s settings deletes all of it.',
  },
};

// The catalogue's types take these namespaces in (app/features/README.md).
declare module "#app/i18n/catalogue.ts" {
  interface FeatureNamespaces {
    offline: (typeof en)["offline"];
  }
}
