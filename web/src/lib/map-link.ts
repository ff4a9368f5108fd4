/** The map app's address that opens one entry: its workspace and layer are selected and its
 *  details shown (docs/product.md §16.6; the map reads `workspace`, `layer` and `punkt`). With
 *  `edit`, `bearbeiten=1` opens it in edit mode instead, where the server lets the caller change it. */
export function mapLinkTo(entry: { workspace: string; layer: string; point: string; edit?: boolean }): string {
  const params = new URLSearchParams({ workspace: entry.workspace, layer: entry.layer, punkt: entry.point });
  if (entry.edit) params.set('bearbeiten', '1');
  return `/map?${params}`;
}
