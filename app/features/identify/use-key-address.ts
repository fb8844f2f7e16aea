import { useSyncExternalStore } from "react";

const changes = new Set<() => void>();

const subscribe = (onChange: () => void) => {
  changes.add(onChange);
  addEventListener("popstate", onChange);
  return () => {
    changes.delete(onChange);
    removeEventListener("popstate", onChange);
  };
};

/**
 * The key's choices as they stand in the page's address ("hymenium=pores"), and a way to change
 * them: "" while the key hydrates, as its page was built with none. Each change is an entry of
 * the history of its own, so Back undoes a tick; the page stays where it is.
 */
export function useKeyAddress(): [string, (search: URLSearchParams) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => location.search.slice(1),
    () => "",
  );
  return [search, setKeyAddress];
}

function setKeyAddress(next: URLSearchParams) {
  const query = next.toString();
  history.pushState(null, "", query ? `?${query}` : location.pathname);
  for (const onChange of changes) onChange();
}
