import { LIVE_EVENT_TYPES, type LiveEvent } from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../../lib/api-client';
import { layerMapKey } from './points';

/** How long events are gathered before the map refetches once for all of them (ms). */
const COALESCE_MS = 300;

/** Listens to the live updates of layer `layerId` (docs/product.md §21) while mounted: after each
 *  burst of events the map's data of the layer (tiles, summary, list; unchanged ones answer 304)
 *  and every query of a point an event names (its details, comments, votes) are fetched again.
 *  The browser's EventSource reconnects by itself with Last-Event-ID. No-op without a layer or
 *  without EventSource. */
export function useLiveUpdates(layerId: string | undefined): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!layerId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}/gis/events?layer=${encodeURIComponent(layerId)}`);
    const points = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      timer = undefined;
      void qc.invalidateQueries({ queryKey: layerMapKey(layerId) });
      const named = new Set(points);
      points.clear();
      if (named.size > 0) void qc.invalidateQueries({ predicate: (q) => q.queryKey.some((part) => typeof part === 'string' && named.has(part)) });
    };
    const onEvent = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as LiveEvent;
      if (event.Point) points.add(event.Point);
      timer ??= setTimeout(refetch, COALESCE_MS);
    };
    for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, onEvent);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [layerId, qc]);
}
