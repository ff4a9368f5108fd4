import type { Boundary } from '@mitmachkarte/contract';
import { useMemo } from 'react';
import { GeoJSON } from 'react-leaflet/GeoJSON';

/** The boundary of a project (docs/product.md §17.1) on a Leaflet map: a dashed outline with a
 *  faint fill, not clickable, so that clicks and double-clicks reach the map. Nothing without one. */
export function BoundaryOutline({ boundary }: { boundary: Boundary | null }) {
  // Leaflet's GeoJSON layer reads its data once: a new boundary makes a new layer.
  const key = useMemo(() => (boundary ? JSON.stringify(boundary) : ''), [boundary]);
  if (!boundary) return null;
  return (
    <GeoJSON key={key} data={boundary} interactive={false}
      style={{ color: '#0b5394', weight: 3, dashArray: '8 6', fillColor: '#0b5394', fillOpacity: 0.05 }} />
  );
}
