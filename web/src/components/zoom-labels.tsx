import { useEffect } from 'react';
import { useMap } from 'react-leaflet/hooks';
import * as de from '../i18n/de/common';
import { useT } from '../i18n/runtime';
import { labelZoomControl } from '../lib/leaflet';

/** Names the zoom buttons of the map it is placed in („Vergrößern“, „Verkleinern“) in the
 *  interface language, again whenever the language changes (docs/product.md §13, §23). */
export function ZoomLabels() {
  const map = useMap();
  const ta = useT('access', de.access);
  useEffect(() => labelZoomControl(map, ta('zoomIn'), ta('zoomOut')), [map, ta]);
  return null;
}
