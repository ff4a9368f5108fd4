/** The map app's address that opens one entry: its workspace and layer are selected and its
 *  details shown (docs/product.md §16.6; the map reads `workspace`, `layer` and `punkt`). */
export const mapLinkTo = (entry: { workspace: string; layer: string; point: string }) =>
  `/map?${new URLSearchParams({ workspace: entry.workspace, layer: entry.layer, punkt: entry.point })}`;
