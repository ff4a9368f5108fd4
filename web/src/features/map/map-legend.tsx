import type { Category } from '@mitmachkarte/contract';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { de } from '../../i18n/de';
import { categoryPinHtml, usesCategoryMarkers } from './category-markers';

/** The legend of a layer with category markers (the tram layer's Stärke, Schwäche and
 *  Idee): one pin per top-level category with its label, in the map's lower left corner. Clicks
 *  and the mouse wheel on it do not reach the map (no marker placed by a double-click on it).
 *  Renders nothing for layers without category markers. */
export function MapLegend({ categories }: { categories: readonly Category[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = usesCategoryMarkers(categories);
  useEffect(() => {
    if (!ref.current) return;
    L.DomEvent.disableClickPropagation(ref.current);
    L.DomEvent.disableScrollPropagation(ref.current);
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="leaflet-bottom leaflet-left">
      <div ref={ref} className="leaflet-control map-legend" role="group" aria-label={de.mapLegend.label}>
        <p className="map-legend-title">{de.mapLegend.title}</p>
        <ul>
          {categories.map((c, i) => (
            <li key={c.Name}>
              {/* The pin is built from the palette and the URL-encoded icon id only. */}
              <span className="map-legend-pin" dangerouslySetInnerHTML={{ __html: categoryPinHtml(i, c.Icon, [20, 33]) }} />
              <span>{c.Label || c.Name}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
