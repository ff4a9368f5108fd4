import { useQuery } from '@tanstack/react-query';
import type L from 'leaflet';
import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import { clientConfigQueryOptions } from '../../../lib/client-config';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { keptTileCount, offlineTiles, type TilePlan } from './offline-tiles';

// The dialog loads when first opened (docs/runtime.md §3).
const OfflineAreaDialog = lazy(async () => ({ default: (await import('./offline-area-dialog')).OfflineAreaDialog }));

/** „Kartenausschnitt offline speichern“ (docs/product.md §22): the background map of the visible
 *  area, from its zoom a few levels deeper, kept on this device for use without network; the
 *  button, how many tiles are kept, and the dialog (offline-area-dialog.tsx) that shows the size
 *  before it loads them. Not shown without Cache Storage. */
export function OfflineArea({ map }: { map: RefObject<L.Map | null> }) {
  const t = useT('offline', de.offline);
  const config = useQuery(clientConfigQueryOptions);
  const [plan, setPlan] = useState<TilePlan>();
  const opened = useOpenedOnce(plan !== undefined);
  const [kept, setKept] = useState(0);
  useEffect(() => {
    let live = true;
    void keptTileCount().then((n) => {
      if (live) setKept(n);
    });
    return () => {
      live = false;
    };
  }, []);
  if (typeof caches === 'undefined' || !config.data) return null;

  const open = () => {
    const view = map.current;
    if (!view) return;
    const b = view.getBounds();
    setPlan(offlineTiles({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() }, view.getZoom()));
  };
  const close = (keptNow?: number) => {
    setPlan(undefined);
    if (keptNow !== undefined) setKept(keptNow);
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={open}>{t('areaButton')}</button>
        {kept > 0 && <span className="small text-body-secondary">{t('areaKept', { n: kept })}</span>}
      </div>
      {opened && (
        <Suspense fallback={null}>
          <OfflineAreaDialog plan={plan} template={config.data.TileUrl} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
