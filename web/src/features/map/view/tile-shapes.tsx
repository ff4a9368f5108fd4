import type { MapShape, PointStatus } from '@mitmachkarte/contract';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet/hooks';
import { latLngsOfShape } from '../../../lib/draw/entry-shape';
import { statusColourOf } from './category-markers';

type TileShapesProps = {
  /** The lines and areas of the drawn tiles, each once (MapTile.Shapes: id, geometry, category, status). */
  shapes: readonly MapShape[];
  statuses: readonly PointStatus[];
  onSelect: (id: string) => void;
  /** False while a line or an area is being drawn: clicks then go through to the map (the corners). */
  interactive: boolean;
};

/** The other entries' lines and areas on the map from MAP_SHAPE_ZOOM on (docs/product.md §25.1):
 *  solid, thin, in their status colour as the pins are, areas lightly filled. A click or tap on one
 *  chooses its entry; keyboard and screen readers reach it through its marker at the centre
 *  (marker-activation), so the shapes stay out of the tab order. The chosen entry's shape is drawn
 *  by SelectedShape instead. Loaded only when a tile carries shapes. */
export default function TileShapes({ shapes, statuses, onSelect, interactive }: TileShapesProps) {
  const map = useMap();
  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    const group = L.layerGroup();
    for (const [id, geometry, , status] of shapes) {
      const colour = statusColourOf(statuses, { Status: status });
      const style: L.PolylineOptions = { color: colour, weight: 3, opacity: 0.9, fillOpacity: 0.12, interactive, bubblingMouseEvents: false };
      const corners = latLngsOfShape(geometry);
      const layer = geometry.type === 'Polygon' ? L.polygon(corners, style) : L.polyline(corners, style);
      if (interactive) layer.on('click', () => select.current(id));
      group.addLayer(layer);
    }
    group.addTo(map);
    // Below the markers: Leaflet puts vector layers in the overlay pane, under the marker pane.
    return () => {
      group.remove();
    };
  }, [map, shapes, statuses, interactive]);
  return null;
}
