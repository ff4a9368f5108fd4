import { categoryColourAt, type Category, type PointStatus } from '@mitmachkarte/contract';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import * as de from '../../../i18n/de/map';
import { useTownText, useTownTextOf } from '../../../components/town-text';
import { useT } from '../../../i18n/runtime';
import { categoryPinHtml, statusPinHtml, usesCategoryMarkers } from './category-markers';

/** The legend in the map's lower left corner (docs/product.md §2.14, §16.1), folded away with
 *  its summary 'Legende': the statuses with the pin colour of each, and on layers with category
 *  markers (the tram layer's Stärke, Schwäche and Idee) one pin per top-level category, where the
 *  status is the dot at the pin's corner. Clicks and the mouse wheel on it do not reach the map
 *  (no marker placed by a double-click on it). Open at first, but folded on a phone's narrow screen
 *  (below 576 px), where it would cover much of the map. Renders nothing without statuses. */
/** Bootstrap's smallest breakpoint (sm, 576 px): below it the screen is a phone's. */
const NARROW_SCREEN = '(max-width: 575.98px)';

export function MapLegend({ categories, statuses }: { categories: readonly Category[]; statuses: readonly PointStatus[] }) {
  const t = useT('mapLegend', de.mapLegend);
  const town = useTownText();
  const townOf = useTownTextOf();
  const ref = useRef<HTMLDetailsElement>(null);
  // Fixed at mount: afterwards the visitor opens and folds it.
  const [openAtFirst] = useState(() => !window.matchMedia?.(NARROW_SCREEN).matches);
  const withCategories = usesCategoryMarkers(categories);
  const shown = withCategories || statuses.length > 0;
  useEffect(() => {
    if (!ref.current) return;
    L.DomEvent.disableClickPropagation(ref.current);
    L.DomEvent.disableScrollPropagation(ref.current);
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="leaflet-bottom leaflet-left">
      <details ref={ref} className="leaflet-control map-legend" open={openAtFirst}>
        <summary className="map-legend-title">{t('title')}</summary>
        {withCategories && (
          <div role="group" aria-label={t('label')}>
            <p className="map-legend-heading">{t('categories')}</p>
            <ul>
              {categories.map((c, i) => (
                <li key={c.Name}>
                  {/* The pin is built from the palette and the URL-encoded icon id only. */}
                  <span className="map-legend-pin" dangerouslySetInnerHTML={{ __html: categoryPinHtml(categoryColourAt(categories, i), c.Icon, [20, 33]) }} />
                  <span {...townOf(c, 'Label')}>{c.Label || c.Name}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {statuses.length > 0 && (
          <div role="group" aria-label={t('statusLabel')}>
            <p className="map-legend-heading">{t('statuses')}</p>
            <ul>
              {statuses.map((s) => (
                <li key={s.Key}>
                  {/* In the status colour (#rrggbb, checked by the contract): the pin, or on category
                      pins the dot at their corner. */}
                  {withCategories
                    ? <span className="map-status-swatch" style={{ background: s.Colour }} />
                    : <span className="map-legend-pin" dangerouslySetInnerHTML={{ __html: statusPinHtml(s.Colour, [20, 33]) }} />}
                  <span {...town}>{s.Label}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </details>
    </div>
  );
}
