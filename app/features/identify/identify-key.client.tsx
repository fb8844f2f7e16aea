import { hydrateRoot } from "react-dom/client";
import { IdentifyKey } from "./identify-key.tsx";
import { keyStateSearch, parseKeyState } from "./key.ts";

/**
 * Hydrates the key in its island (identify-key.island.ts). The boxes ticked while its code came
 * join the address's choices first, as a visit of their own, so that the key applies them once
 * hydrated, and Back undoes them.
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
    <IdentifyKey
      prerenderedList={key.querySelector("[data-key-list]")?.innerHTML ?? ""}
      language={document.documentElement.lang}
    />,
  );
}
