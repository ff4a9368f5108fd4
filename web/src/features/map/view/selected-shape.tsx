import { categoryColourAt, type Category, type EntryShape } from '@mitmachkarte/contract';
import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet/hooks';
import { pointCategory } from '../../../components/questionnaire/entry-values';
import { latLngsOfShape } from '../../../lib/draw/entry-shape';
import { topCategoryIndex } from './category-markers';

type SelectedShapeProps = {
  shape: EntryShape;
  attributes: Parameters<typeof pointCategory>[0];
  categories: readonly Category[];
};

/** The line or area of the chosen entry on the map (docs/product.md §25.1): in its top-level
 *  category's colour (the app's blue without categories), drawn thick and dashed — the selection's
 *  cue besides colour — not interactive and hidden from assistive technology: the entry's marker
 *  at its centre stays the way to it by pointer, touch and keyboard (marker-activation), and its
 *  details say „Länge“ or „Fläche“. Loaded only when such an entry is chosen. */
export default function SelectedShape({ shape, attributes, categories }: SelectedShapeProps) {
  const map = useMap();
  useEffect(() => {
    const name = pointCategory(attributes);
    const index = name ? topCategoryIndex(categories, name) : -1;
    const colour = index >= 0 ? categoryColourAt(categories, index) : '#0b5ed7';
    const style: L.PolylineOptions = { color: colour, weight: 5, dashArray: '10 6', fillOpacity: 0.2, interactive: false };
    const corners = latLngsOfShape(shape);
    const layer = shape.type === 'Polygon' ? L.polygon(corners, style) : L.polyline(corners, style);
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, shape, attributes, categories]);
  return null;
}
