import { hydrateRoot } from "react-dom/client";
import { WordsProvider } from "#app/i18n/words.ts";
import findKey from "virtual:messages/findKey";
import identify from "virtual:messages/identify";
import morphology from "virtual:messages/morphology";
import species from "virtual:messages/species";
import termLink from "virtual:messages/termLink";
import { IdentifyKey } from "./identify-key.tsx";
import { keyStateSearch, parseKeyState } from "./key.ts";

/**
 * Hydrates the key in its island (identify-key.island.ts). The boxes ticked while its code came
 * join the address's choices first, as a visit of their own, so that the key applies them once
 * hydrated, and Back undoes them. The key is given only the namespaces of words it shows (ADR 037):
 * its choices' and results' own, and those of the edibility badges, drawings and term links in them.
 */
export function startKey(key: HTMLElement) {
  const boxes = key.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked");
  if (boxes.length > 0) {
    const ticked = new URLSearchParams(location.search);
    for (const box of boxes) ticked.append(box.name, box.value);
    history.pushState(null, "", `?${keyStateSearch(parseKeyState(ticked)).toString()}`);
  }
  hydrateRoot(
    key,
    <WordsProvider value={{ findKey, identify, morphology, species, termLink }}>
      <IdentifyKey
        prerenderedList={key.querySelector("[data-key-list]")?.innerHTML ?? ""}
        language={document.documentElement.lang}
      />
    </WordsProvider>,
  );
}
