import type { Layer } from '@mitmachkarte/contract';
import { useEffect, useRef, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { usePoint } from './api/points';
import type { MapModeAction } from './map-mode';

/** Opens the entry a link names: `?punkt=…` (with `?workspace=…&layer=…`; „Meine Beiträge“, the
 *  moderation queue) shows that entry's details (GET /gis/point/{id}) once `layer` is chosen, once
 *  per link (docs/product.md §16.6); the map pans to it (view/map-view.tsx PanToSelected). With
 *  `&bearbeiten=1` it opens edit mode instead, once the details say that the server lets the
 *  caller change the entry. Sends its steps to the page's `dispatch` (map-mode.ts). */
export function useLinkedPoint(layer: Layer | undefined, dispatch: Dispatch<MapModeAction>): void {
  const [search] = useSearchParams();
  const linkedPoint = search.get('punkt');
  const linkedEdit = search.get('bearbeiten') === '1';
  const linked = usePoint(linkedPoint ?? undefined);
  const openedLink = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!linkedPoint || !layer || openedLink.current === linkedPoint) return;
    if (linkedEdit && linked.isPending) return;
    openedLink.current = linkedPoint;
    dispatch({ type: 'openLink', id: linkedPoint });
    if (linkedEdit && linked.data?.CanChange) dispatch({ type: 'edit', layer, point: linked.data });
  }, [linkedPoint, linkedEdit, linked.data, linked.isPending, layer, dispatch]);
}
