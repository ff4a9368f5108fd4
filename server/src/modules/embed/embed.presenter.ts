import { type Boundary, type EmbedLayer, flattenCategories, type Layer } from '@mitmachkarte/contract';

/** A public map for the embed (docs/product.md §24.1): its name, its categories flattened in the
 *  tree's order with label and colour ('' for the palette's), its statuses, and whether it takes
 *  entries inside the frame (`entries`, embed.service.ts). Nothing of its questionnaire or rights:
 *  the frame's form reads the questionnaire when it opens. */
export function presentEmbedLayer(layer: Layer, entries: boolean): EmbedLayer {
  return {
    ID: layer.ID, Name: layer.Name,
    Categories: flattenCategories(layer.Schema.Categories).map(({ category: c }) => ({ Name: c.Name, Label: c.Label || c.Name, Colour: c.Colour ?? '' })),
    Statuses: layer.Statuses.map((s) => ({ Key: s.Key, Label: s.Label, Colour: s.Colour })), Entries: entries,
  };
}

/** The box around a boundary, [west, south, east, north] in degrees WGS84. */
export function boundsOf(boundary: Boundary): [number, number, number, number] {
  const points = (boundary.type === 'Polygon' ? boundary.coordinates : boundary.coordinates.flat()).flat();
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
