/** A name as a reader tells names apart: "Death cap", "Death-Cap" and "Deathcap" are one. */
const nameKey = (name: string) => name.toLocaleLowerCase("en").replaceAll(/[\s\p{Pd}]/gu, "");

/**
 * The common names a species page lists under its title ("Also called …"): those after the first,
 * without any that only respells the title or a name already listed.
 */
export function otherNames(commonNames: readonly string[], title: string | undefined): string[] {
  const [first, ...rest] = commonNames;
  const said = new Set([first, title].flatMap((name) => (name ? [nameKey(name)] : [])));
  return rest.filter((name) => {
    const key = nameKey(name);
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
}
