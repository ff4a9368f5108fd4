import { MapSidebarNav } from '../../../components/map-sidebar-nav';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';

/** Head of the map panel: the map sidebar (docs/product.md §2: Karte, and Projektverwaltung and Kartenverwaltung
 *  for holders of `project`) and the 'Information' button. */
export function MapHeader({ onInfo }: { onInfo: () => void }) {
  const t = useT('map', de.map);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <MapSidebarNav className="me-auto" />
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onInfo}>{t('info')}</button>
    </div>
  );
}
