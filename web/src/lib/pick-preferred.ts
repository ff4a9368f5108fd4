/** The first entry of `list` whose ID is one of `preferred` (in that order of preference), else
 *  the first entry; undefined for an empty list. The selection rule of docs/product.md §4 (Workspace
 *  selection) for the map app, the workspace manager and the layer manager. */
export function pickPreferred<T extends { ID: string }>(list: readonly T[], ...preferred: (string | undefined)[]): T | undefined {
  for (const id of preferred) {
    const found = id ? list.find((x) => x.ID === id) : undefined;
    if (found) return found;
  }
  return list[0];
}
