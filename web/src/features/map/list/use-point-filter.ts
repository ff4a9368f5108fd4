import { useEffect, useMemo, useState } from 'react';
import { NO_FILTER, toMapFilter, type PointFilter } from './point-filter';

/** The filter of layer `layerId`'s points (docs/product.md §16.1): `filter` as the filter bar shows
 *  it, `setFilter`, and `wireFilter` as the server reads it (the period's first day is fixed when
 *  it is chosen). Another layer has other statuses and categories: its points start unfiltered. */
export function usePointFilter(layerId: string | undefined) {
  const [filter, setFilter] = useState<PointFilter>(NO_FILTER);
  useEffect(() => setFilter(NO_FILTER), [layerId]);
  const wireFilter = useMemo(() => toMapFilter(filter), [filter]);
  return { filter, setFilter, wireFilter };
}
